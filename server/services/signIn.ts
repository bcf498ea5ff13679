import { INVALID_LOGIN_MESSAGE } from '../../common/api/auth';
import type { AppContext } from '../context';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import type { UserRow } from '../store/userRepository';
import { verifyAgainstNothing, verifyPassword } from './passwords';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';

/** Checks credentials under the login throttle; every failure looks the same to the caller. */
export async function signIn(
  ctx: AppContext,
  ip: string,
  username: string,
  password: string,
): Promise<UserRow> {
  const wait = ctx.loginThrottle.retryAfterSeconds(ip, username);
  if (wait > 0) throw new TooManyRequestsError(TOO_MANY_LOGINS_MESSAGE, wait);
  const user = await ctx.users.findByUsername(username);
  const ok = user
    ? await verifyPassword(user.password_hash, password)
    : await verifyAgainstNothing(password);
  if (!user || !ok || user.active !== 1) {
    ctx.loginThrottle.fail(ip, username);
    if (user) await ctx.users.recordLogin(user.id, false, Date.now());
    throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
  }
  ctx.loginThrottle.succeed(ip, username);
  await ctx.users.recordLogin(user.id, true, Date.now());
  return user;
}
