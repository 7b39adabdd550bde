/** What a background task's `task_result` says (api reference §8.10), read defensively: it comes from the server. */

/** A file link the console may follow: http(s) or a path on this host, nothing that runs script. */
export const downloadUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(https?:\/\/|\/(?!\/))/i.test(value.trim()) ? value.trim() : undefined;

/** A failed task's error lines (`task_result` is a JSON array of them); the text itself when it is not one. */
export function errorLines(value: unknown): string[] {
  if (typeof value !== 'string' || !value.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    if (Array.isArray(parsed)) return parsed.map(String);
  } catch {
    // a plain message
  }
  return [value];
}

/** Progress of a task whose API reports no percentage: creeping with each status read, full once ended. */
export function creepingPercent(ended: boolean, polls: number): number {
  return ended ? 100 : Math.min(90, 10 + polls * 15);
}

/** The sheet row an error line names: "第 5 行：…", "Row 5: …". */
export function lineOf(error: string): number | undefined {
  const match = /第\s*(\d{1,7})\s*行|\brow\s*(\d{1,7})\b/i.exec(error);
  return match ? Number(match[1] ?? match[2]) : undefined;
}

/** Failed rows: the distinct rows the lines name when every line names one; else one per line. */
export function failedCount(errors: readonly string[]): number {
  const lines = errors.map(lineOf);
  return lines.every((line) => line !== undefined) ? new Set(lines).size : errors.length;
}
