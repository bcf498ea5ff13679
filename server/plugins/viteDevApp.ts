import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_SECURITY_POLICY } from './securityHeaders';

/** Where Vite serves the app's modules in dev. */
export const DEV_BASE = '/_dev/';
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** `npm run dev` asks for the app from Vite's dev server (scripts/dev.mjs sets this). */
export function viteDevRequested(): boolean {
  return process.env.TESSERA_VITE_DEV === '1';
}

// Vite's dev page carries inline module scripts (React Refresh's preamble): each is allowed by
// its hash, so the page keeps the production policy otherwise, without 'unsafe-inline'.
function devPolicy(html: string): string {
  const hashes = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${crypto
        .createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
  return CONTENT_SECURITY_POLICY.replace(
    "script-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`,
  );
}

/** A page load (the browser asks for HTML), as opposed to a module, style or asset. */
export function isPageRequest(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Mounts Vite's dev server (middleware mode, hot reload over this server's own port) and
 * answers with a handler for what no route took: pages get Vite's index.html, everything
 * else (modules, styles, Vite's client) goes to Vite.
 */
export async function mountViteDev(
  app: FastifyInstance,
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<void>> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(ROOT, 'vite.config.ts'),
    appType: 'custom',
    // Modules under a prefix of their own: the app's api/ folder would otherwise be served at
    // /api/…, where the server answers (and asks for a session).
    base: DEV_BASE,
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => vite.close());
  return async (request, reply) => {
    if (request.headers.upgrade) {
      // Vite's HMR socket: Vite answers it on the server's upgrade event; keep Fastify off it.
      reply.hijack();
      return;
    }
    if (isPageRequest(request)) {
      const template = await fs.readFile(path.join(ROOT, 'app/index.html'), 'utf8');
      const html = await vite.transformIndexHtml(request.url, template);
      await reply
        .header('content-security-policy', devPolicy(html))
        .header('cache-control', 'no-cache')
        .type('text/html')
        .send(html);
      return;
    }
    reply.hijack();
    vite.middlewares(request.raw, reply.raw, () => {
      reply.raw.statusCode = 404;
      reply.raw.end('Not found');
    });
  };
}
