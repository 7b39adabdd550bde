/** The auth check of `seller/...` calls: a valid, unexpired access token of a known seller, or 403. */
import { forbidden } from '../lib/errors';
import { signJwt, verifyJwt, type TokenClaims } from '../lib/jwt';
import { nowSeconds } from '../lib/runtime';
import { db } from '../db/store';
import type { SellerRecord, ShopRecord } from '../db/types';
import { getDemoSettings, REFRESH_TOKEN_TTL_SECONDS } from '../settings';

export interface Session {
  claims: TokenClaims;
  seller: SellerRecord;
  /** '' when the seller has no shop. */
  shopId: string;
  shop: ShopRecord | undefined;
}

export function requireSession(request: Request): Session {
  const claims = verifyJwt(request.headers.get('Authorization'), 'access', nowSeconds());
  const seller = claims ? db().sellers.get(String(claims.uid)) : undefined;
  if (!claims || !seller) throw forbidden();
  return { claims, seller, shopId: seller.shop_id, shop: seller.shop_id ? db().shops.get(seller.shop_id) : undefined };
}

let jti = 0;

/** A new access + refresh token pair for a seller (lifetimes from the settings). */
export function issueTokens(seller: SellerRecord): { access_token: string; refresh_token: string } {
  const iat = nowSeconds();
  const base = {
    uid: Number(seller.uid),
    username: seller.username,
    shop_id: Number(seller.shop_id || 0),
    role_id: Number(seller.role_id),
    founder: seller.founder,
    iat,
  };
  return {
    access_token: signJwt({ ...base, exp: iat + getDemoSettings().accessTokenTtlSeconds, type: 'access', jti: ++jti }),
    refresh_token: signJwt({ ...base, exp: iat + REFRESH_TOKEN_TTL_SECONDS, type: 'refresh', jti: ++jti }),
  };
}
