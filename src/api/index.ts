export { api, ensureAccessToken, request, timeoutFor, http, type RequestOptions } from './client';
export { holdCallsUntil } from './hold';
export { ApiError, garbledAnswer } from './errors';
export { isNotFound } from './not-found';
export { joinIds, type Params } from './params';
export { setErrorNotifier } from './notify';
export { onAuthFailure, onSessionEnd, sessionStarted, type SessionEndReason } from './session-events';
export { fillPath, placeholdersOf, resolveUrl } from './path';
export { registerCredentials, type ClientCredentials } from './credentials';
