/**
 * Whether a failed call says the record does not exist: HTTP 404, or the API's code 003 (api reference
 * §1.3), as the client's errors carry them. Anything else (network, server) says nothing of the record.
 */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { status, statusCode, code } = error as { status?: unknown; statusCode?: unknown; code?: unknown };
  return status === 404 || statusCode === 404 || String(code) === '003';
}
