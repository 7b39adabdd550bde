export { api, ensureAccessToken, request, timeoutFor, http, type RequestOptions } from './client';
export { holdCallsUntil } from './hold';
export { ApiError, garbledAnswer } from './errors';
export { setErrorNotifier } from './notify';
export { onAuthFailure, onSessionEnd, sessionStarted, type SessionEndReason } from './session-events';
export { resolveUrl } from './path';
export { registerCredentials, type ClientCredentials } from './credentials';
