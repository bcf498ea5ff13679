import type { FastifyInstance } from 'fastify';
import { apiLoginBody } from '@common/api/auth';
import type { AppContext } from '@server/context';
import { BadRequestError, UnauthorizedError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { signIn } from '@server/services/signIn';
import { issueTokens, verifyToken } from '@server/services/tokens';
import { zodRouter } from '../types';

/** Token sign-in for API clients, token refresh, and the CSRF token of a cookie session. */
export function tokenRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  router.post(
    '/api/v1/security/login',
    { schema: { body: apiLoginBody }, config: { public: true } },
    async (request) => {
      if (request.body.provider !== 'db')
        throw new BadRequestError('Only the db provider is configured');
      const user = await signIn(ctx, request.ip, request.body.username, request.body.password);
      return issueTokens(ctx.tokenKey, user.id, request.body.refresh === true);
    },
  );

  router.post('/api/v1/security/refresh', { config: { public: true } }, async (request) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const userId = match?.[1] ? await verifyToken(ctx.tokenKey, match[1], 'refresh') : undefined;
    const user = userId === undefined ? undefined : await ctx.users.findById(userId);
    if (!user || user.active !== 1)
      throw new UnauthorizedError('The refresh token is invalid or expired');
    const { access_token } = await issueTokens(ctx.tokenKey, user.id, false, false);
    return { access_token };
  });

  router.get('/api/v1/security/csrf_token/', async (request) => {
    const principal = requirePrincipal(request);
    // Token clients need no CSRF token; they get an empty one rather than an error.
    return { result: principal.session?.csrf_token ?? '' };
  });
}
