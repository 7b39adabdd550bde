/**
 * The files of a bundle (chunks by file name) reached from `from` through `next` (a chunk's static
 * imports, say), without passing through `stop`; a file outside the bundle is not followed.
 */
export function reachedFrom<C>(chunks: ReadonlyMap<string, C>, from: readonly string[], next: (chunk: C) => readonly string[], stop?: string): Set<string> {
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = chunks.get(fileName);
    if (seen.has(fileName) || fileName === stop || !chunk) return;
    seen.add(fileName);
    next(chunk).forEach(visit);
  };
  from.forEach(visit);
  return seen;
}
