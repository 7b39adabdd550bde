/**
 * The `forward` parameter of /login, accepted only when it is a path of this console:
 * another origin, a protocol-relative `//host`, `javascript:` and the like all fall back to '/'.
 * The check is made again on the normalised path: `/.//host`, `/..//host` and `/%2e//host` become
 * `//host` once their dot segments are resolved, which the router would take for another origin.
 */
export function safeForward(forward: string | null | undefined): string {
  if (!forward || !forward.startsWith('/') || forward.startsWith('//') || forward.startsWith('/\\')) return '/';
  try {
    const probe = 'http://console.invalid';
    const url = new URL(forward, probe);
    if (url.origin !== probe) return '/';
    const path = `${url.pathname}${url.search}${url.hash}`;
    return path.startsWith('//') || path.startsWith('/login') ? '/' : path;
  } catch {
    return '/';
  }
}

/** /login with the full current path (query included) to come back to. */
export const loginPathFor = (fullPath: string) =>
  fullPath && fullPath !== '/' && !fullPath.startsWith('/login') ? `/login?forward=${encodeURIComponent(fullPath)}` : '/login';
