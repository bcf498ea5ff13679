import crypto from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenPair } from '@common/api/auth';

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

// Verified tokens by key and token, until they expire: an API client sends the same token on
// every call, and checking its signature again each time costs more than the rest of auth.
const verified = new WeakMap<Uint8Array, Map<string, { id: number; type: unknown; exp: number }>>();

/** The user id in a valid token of the given type, or undefined for any invalid token. */
export async function verifyToken(
  key: Uint8Array,
  token: string,
  type: TokenType,
): Promise<number | undefined> {
  let known = verified.get(key);
  if (!known) verified.set(key, (known = new Map()));
  let entry = known.get(token);
  if (entry && entry.exp * 1000 <= Date.now()) {
    known.delete(token);
    entry = undefined;
  }
  if (!entry) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], issuer: 'tessera' });
      entry = { id: Number(payload.sub), type: payload.type, exp: payload.exp ?? 0 };
    } catch {
      return undefined;
    }
    if (known.size >= 10_000) known.clear();
    known.set(token, entry);
  }
  if (entry.type !== type) return undefined;
  return Number.isInteger(entry.id) && entry.id > 0 ? entry.id : undefined;
}
