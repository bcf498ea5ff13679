import type { FastifyInstance } from 'fastify';
import { webLoginBody } from '@common/api/auth';
import type { AppContext } from '@server/context';
import { requirePrincipal, SESSION_COOKIE } from '@server/plugins/auth';
import { openSession } from '@server/services/openSession';
import { signIn } from '@server/services/signIn';
import { currentUser } from '../me/meRoutes';
import { zodRouter } from '../types';

/** POST /login/ starts a cookie session for the web app; POST /logout/ ends it. */
export function sessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const router = zodRouter(app);
  router.post(
    '/login/',
    { schema: { body: webLoginBody }, config: { public: true } },
    async (request, reply) => {
      const user = await signIn(ctx, request.ip, request.body.username, request.body.password);
      const token = await openSession(ctx, user.id);
      reply.setCookie(SESSION_COOKIE, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: Math.floor(ctx.config.sessionIdleMs / 1000),
      });
      return { result: currentUser(user) };
    },
  );

  router.post('/logout/', async (request, reply) => {
    const principal = requirePrincipal(request);
    if (principal.session) await ctx.sessions.delete(principal.session.id);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return { message: 'OK' };
  });
}
