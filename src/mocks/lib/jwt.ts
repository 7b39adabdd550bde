/** Demo JWTs: real header.payload.signature shape (HS256 over a fixed demo secret); only shape and `exp` matter. */
import { hmacSha256 } from './sha256';

const SECRET = new TextEncoder().encode('seller-demo-marketplace-secret');
const HEADER = { alg: 'HS256', typ: 'JWT' };

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  uid: number;
  username: string;
  shop_id: number;
  role_id: number;
  founder: number;
  exp: number;
  iat: number;
  type: TokenType;
  /** Makes two tokens issued in the same second differ. */
  jti: number;
}

const encoder = new TextEncoder();

function base64url(bytes: Uint8Array): string {
  let binary = '';
  bytes.forEach((b) => (binary += String.fromCharCode(b)));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text: string): string {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

const sign = (data: string) => base64url(hmacSha256(SECRET, encoder.encode(data)));

export function signJwt(claims: TokenClaims): string {
  const head = base64url(encoder.encode(JSON.stringify(HEADER)));
  const body = base64url(encoder.encode(JSON.stringify(claims)));
  return `${head}.${body}.${sign(`${head}.${body}`)}`;
}

/** The claims of a token with a valid signature, of the wanted type and not expired; otherwise null. */
export function verifyJwt(token: string | null | undefined, type: TokenType, nowSeconds: number): TokenClaims | null {
  const parts = (token ?? '').trim().split('.');
  if (parts.length !== 3 || sign(`${parts[0]}.${parts[1]}`) !== parts[2]) return null;
  try {
    const claims = JSON.parse(fromBase64url(parts[1])) as TokenClaims;
    return claims.type === type && claims.exp > nowSeconds ? claims : null;
  } catch {
    return null;
  }
}
