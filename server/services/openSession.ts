import crypto from 'node:crypto';
import type { AppContext } from '../context';

/** sha256 of a cookie value: only hashes are stored. */
export function hashSessionToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

/** Starts a new server-side session (a new id at every sign-in, against fixation). */
export async function openSession(
  ctx: AppContext,
  userId: number,
  now = Date.now(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await ctx.sessions.deleteExpired(now);
  await ctx.sessions.create({
    id: hashSessionToken(token),
    user_id: userId,
    csrf_token: crypto.randomBytes(32).toString('base64url'),
    created_at: now,
    expires_at: now + ctx.config.sessionIdleMs,
  });
  return token;
}
