import { INVALID_LOGIN_MESSAGE } from '@common/api/auth';
import type { AppContext } from '../context';
import { TooManyRequestsError, UnauthorizedError } from '../errors';
import type { UserRow } from '../store/userRepository';
import { verifyAgainstNothing, verifyPassword } from './passwords';

export const TOO_MANY_LOGINS_MESSAGE = 'Too many failed login attempts. Please try again later.';

/**
 * Checks credentials under the login throttle; every failure looks the same to the caller. The
 * try is reserved before any await, so parallel guesses are counted before any is checked.
 */
export async function signIn(
  ctx: AppContext,
  ip: string,
  username: string,
  password: string,
): Promise<UserRow> {
  const reservation = ctx.loginThrottle.reserve(ip, username);
  if (!reservation.ok)
    throw new TooManyRequestsError(TOO_MANY_LOGINS_MESSAGE, reservation.retryAfterSeconds);
  const { attempt } = reservation;
  try {
    const user = await ctx.users.findByUsername(username);
    const ok = user
      ? await verifyPassword(user.password_hash, password)
      : await verifyAgainstNothing(password);
    if (!user || !ok || user.active !== 1) {
      attempt.fail();
      if (user) await ctx.users.recordLogin(user.id, false, Date.now());
      throw new UnauthorizedError(INVALID_LOGIN_MESSAGE);
    }
    attempt.succeed();
    await ctx.users.recordLogin(user.id, true, Date.now());
    return user;
  } finally {
    // A check that broke off (a store error) still counts: an error must not be a free guess.
    attempt.fail();
  }
}
