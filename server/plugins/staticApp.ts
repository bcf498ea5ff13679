import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../errors';
import type { Principal } from './auth';
import { registerBuiltAssets } from './builtAssets';
import {
  CSRF_TOKEN_PATH,
  dashboardOfAddress,
  dashboardRoutePaths,
} from '@common/dashboard/dashboardAddress';
import { dashboardPageSources, pageWithPreloads } from './routePreloads';
import { isPageRequest, mountViteDev, viteDevRequested } from './viteDevApp';

/** Only same-origin paths may be a `next` target. */
export function safeNextPath(candidate: string): string {
  return candidate.startsWith('/') && !candidate.startsWith('//') && !candidate.includes('\\')
    ? candidate
    : '/';
}

/** The chart types a dashboard page will draw for the caller (for preloading their code). */
export type DashboardChartTypes = (principal: Principal, idOrSlug: string) => Promise<string[]>;

/**
 * Serves the built single-page app (or, under `npm run dev`, Vite's dev server); pages need a
 * session, else they redirect to /login/. A dashboard page names its route's and chart types'
 * chunks for preloading.
 */
export async function registerStaticApp(
  app: FastifyInstance,
  staticDir: string | undefined,
  chartTypesOf: DashboardChartTypes = async () => [],
): Promise<void> {
  const dev = viteDevRequested() ? await mountViteDev(app) : undefined;
  const built =
    !dev && staticDir !== undefined && fs.existsSync(path.join(staticDir, 'index.html'));
  if (built) registerBuiltAssets(app, path.join(staticDir, 'assets'));
  const withPreloads = built ? pageWithPreloads(staticDir) : () => null;
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname.startsWith('/api/') || !['GET', 'HEAD'].includes(request.method)) {
      throw new NotFoundError();
    }
    // Modules and Vite's own requests need no session, as built assets need none.
    if (dev && (request.headers.upgrade || !isPageRequest(request))) return dev(request, reply);
    const isLogin = pathname === '/login' || pathname === '/login/';
    if (!isLogin && !request.principal) {
      return reply.redirect(`/login/?next=${encodeURIComponent(safeNextPath(request.url))}`);
    }
    if (dev) return dev(request, reply);
    if (!built) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm run build` (npm start does this).');
    }
    reply.header('cache-control', 'no-cache');
    if (pathname.startsWith('/superset/dashboard/')) {
      const dashboard = dashboardOfAddress(pathname);
      // Preloading is a hint: a failure to find the types (the store away) still serves the page,
      // which then shows the failure of its own requests.
      const types =
        dashboard !== null && request.principal
          ? await chartTypesOf(request.principal, dashboard).catch(() => [])
          : [];
      const fetches = [CSRF_TOKEN_PATH, ...dashboardRoutePaths(pathname)];
      const html = withPreloads(dashboardPageSources(types), fetches);
      if (html !== null) return reply.type('text/html').send(html);
    }
    const page = withPreloads([]) ?? fs.readFileSync(path.join(staticDir, 'index.html'), 'utf8');
    return reply.type('text/html').send(page);
  });
}
