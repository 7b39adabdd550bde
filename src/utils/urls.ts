/**
 * Image URLs the API keeps comma-joined (a deposit's `voucher`). A data URL has a comma of its own: a
 * piece that does not start a URL belongs to the one before.
 */
export function splitUrls(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  if (typeof value !== 'string' || !value.trim()) return [];
  return value
    .split(',')
    .reduce<string[]>((urls, piece) => {
      if (/^\s*(data:|https?:\/\/|\/)/.test(piece) || !urls.length) urls.push(piece.trim());
      else urls[urls.length - 1] += `,${piece}`;
      return urls;
    }, [])
    .filter(Boolean);
}
