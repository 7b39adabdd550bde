/**
 * What the api client needs of the signed-in session, without knowing where it is kept: the session
 * registers its store at start-up (`src/session/credentials.ts`). Until then the client calls as an
 * anonymous browser.
 */
export interface ClientCredentials {
  /** The browser's id, sent as header `uuid` on every call. */
  uuid(): string;
  accessToken(): string | undefined;
  refreshToken(): string | undefined;
  /** Both tokens as the browser holds them this moment, even when another tab has just written them. */
  tokensNow(): Promise<{ accessToken?: string; refreshToken?: string }>;
  /** A user is signed in (whose access token may have expired and be refreshed). */
  hasUser(): boolean;
  /** Keeps the tokens a refresh answered. */
  saveTokens(accessToken: string, refreshToken: string): void;
}

const anonymous: ClientCredentials = {
  uuid: () => '',
  accessToken: () => undefined,
  refreshToken: () => undefined,
  tokensNow: () => Promise.resolve({}),
  hasUser: () => false,
  saveTokens: () => {},
};

let current: ClientCredentials = anonymous;

export const registerCredentials = (next: ClientCredentials) => {
  current = next;
};

/** The registered credentials (read at each call: a sign-in or refresh changes what they answer). */
export const credentials = (): ClientCredentials => current;
