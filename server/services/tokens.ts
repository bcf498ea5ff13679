import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenPair } from '../../common/api/auth';

export type TokenType = 'access' | 'refresh';

const LIFETIME_SECONDS: Record<TokenType, number> = {
  access: 15 * 60,
  refresh: 30 * 24 * 60 * 60,
};

async function sign(
  key: Uint8Array,
  userId: number,
  type: TokenType,
  fresh: boolean,
): Promise<string> {
  return new SignJWT({ type, fresh })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setJti(crypto.randomUUID())
    .setIssuedAt()
    .setIssuer('tessera')
    .setExpirationTime(`${LIFETIME_SECONDS[type]}s`)
    .sign(key);
}

/** Signs an access token, and a refresh token when asked for. */
export async function issueTokens(
  key: Uint8Array,
  userId: number,
  withRefresh: boolean,
  fresh = true,
): Promise<TokenPair> {
  const access_token = await sign(key, userId, 'access', fresh);
  if (!withRefresh) return { access_token };
  return { access_token, refresh_token: await sign(key, userId, 'refresh', false) };
}

/** The user id in a valid token of the given type, or undefined for any invalid token. */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  type: TokenType,
): Promise<number | undefined> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'tessera' });
    if (payload.type !== type) return undefined;
    const id = Number(payload.sub);
    return Number.isInteger(id) && id > 0 ? id : undefined;
  } catch {
    return undefined;
  }
}
