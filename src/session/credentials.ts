// The client's own module, not its index: this runs at start-up, before the client's code (axios) loads.
import { registerCredentials, type ClientCredentials } from '@/api/credentials';
import { pushTokensToDecorationWindows } from './decoration-sync';
import { storage } from './storage';

/** The api client's view of the session: the tokens and the browser's id, kept in cookies (spec §3). */
export const sessionCredentials: ClientCredentials = {
  uuid: () => storage.getUuid(),
  accessToken: () => storage.getAccessToken(),
  refreshToken: () => storage.getRefreshToken(),
  tokensNow: () => storage.tokensNow(),
  hasUser: () => Boolean(storage.getUser()),
  saveTokens: (accessToken, refreshToken) => {
    storage.setTokens(accessToken, refreshToken);
    // Spec §4: the decoration windows on another origin cannot see these cookies; they are told.
    pushTokensToDecorationWindows(accessToken, refreshToken);
  },
};

/** At start-up, before the first call: the client sends this session's tokens from then on. */
export const registerSessionCredentials = () => registerCredentials(sessionCredentials);

/** A decoration window's session: the same, but the tokens it refreshes are kept by `saveTokens` (they go back to the console). */
export const registerWindowCredentials = (saveTokens: ClientCredentials['saveTokens']) => registerCredentials({ ...sessionCredentials, saveTokens });
