import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RolePermissions } from '@common/permissions/hasPermission';
import type { AppContext } from '../context';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { hashSessionToken } from '../services/openSession';
import { verifyToken } from '../services/tokens';
import type { SessionRow } from '../store/sessionRepository';
import type { UserRow } from '../store/userRepository';

/** Who is calling: the user, their roles, and the session when signed in by cookie. */
export interface Principal {
  user: UserRow;
  roles: RolePermissions;
  session?: SessionRow;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyContextConfig {
    /** Reachable without signing in. */
    public?: boolean;
    /** A write a cookie session may make without the CSRF header (a beacon cannot send it). */
    csrfExempt?: boolean;
  }
}

export const SESSION_COOKIE = 'tessera_session';
export const CSRF_HEADER = 'x-csrftoken';
export const CSRF_MESSAGE = 'The CSRF token is missing or invalid.';
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

async function principalFor(
  ctx: AppContext,
  userId: number,
  session?: SessionRow,
): Promise<Principal | null> {
  const user = await ctx.users.findById(userId);
  if (!user || user.active !== 1) return null;
  return { user, roles: await ctx.roles.rolePermissionsOfUser(user.id), session };
}

async function resolvePrincipal(
  ctx: AppContext,
  request: FastifyRequest,
): Promise<Principal | null> {
  const authorization = request.headers.authorization;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    const userId = match?.[1] ? await verifyToken(ctx.tokenKey, match[1], 'access') : undefined;
    return userId === undefined ? null : principalFor(ctx, userId);
  }
  const cookie = request.cookies[SESSION_COOKIE];
  if (!cookie) return null;
  const now = Date.now();
  const session = await ctx.sessions.findLive(hashSessionToken(cookie), now);
  if (!session) return null;
  // Extend idle sessions without writing on every request.
  if (session.expires_at - now < ctx.config.sessionIdleMs / 2) {
    session.expires_at = now + ctx.config.sessionIdleMs;
    await ctx.sessions.extend(session.id, session.expires_at);
  }
  return principalFor(ctx, session.user_id, session);
}

/** Compares a CSRF token in constant time. */
export function csrfMatches(expected: string, given: string | string[] | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The signed-in caller, or 401 (for handlers of non-public routes this is always set). */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new UnauthorizedError();
  return request.principal;
}

/** Resolves the caller on every request; API routes need one, and cookie writes need CSRF. */
export function registerAuth(app: FastifyInstance, ctx: AppContext): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/assets/')) return;
    request.principal = await resolvePrincipal(ctx, request);
    const isApi = request.url.startsWith('/api/');
    if (request.routeOptions.config.public || !(isApi || request.routeOptions.url)) return;
    if (!request.principal) throw new UnauthorizedError();
    const exempt = request.routeOptions.config.csrfExempt === true;
    if (request.principal.session && MUTATING.has(request.method) && !exempt) {
      if (!csrfMatches(request.principal.session.csrf_token, request.headers[CSRF_HEADER])) {
        throw new ForbiddenError(CSRF_MESSAGE);
      }
    }
  });
}
