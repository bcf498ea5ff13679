/**
 * Serves the build's hashed assets (dist/app/assets) from memory: each file, with the `.br` and
 * `.gz` the build writes beside it, is read once and then answered without touching the disk. A
 * dashboard page loads ~60 small chunks over the browser's six connections, and reading each
 * from disk per request (stat, open, stream) cost ~1.3 ms of the server's one thread apiece while
 * the browser waited (issue 23, G8).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Content types by extension; anything else goes as bytes. */
const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.wasm': 'application/wasm',
};

/** A hashed asset's name: one path segment, no dot files, nothing that climbs out. */
const ASSET_NAME = /^[\w-][\w.-]*$/;

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Asset {
  type: string;
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

const readIfPresent = (file: string): Buffer | null => {
  try {
    return fs.readFileSync(file);
  } catch {
    return null;
  }
};

/** The encoding to send: brotli, then gzip, when the client accepts it and the build wrote it. */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  has: { br: boolean; gzip: boolean },
): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (has.br && ok('br')) return 'br';
  if (has.gzip && ok('gzip')) return 'gzip';
  return null;
}

/**
 * Registers GET/HEAD /assets/:name for the files of `assetsDir`. A name the build did not write
 * goes to the app's not-found handler, as any unknown address does.
 */
export function registerBuiltAssets(app: FastifyInstance, assetsDir: string): void {
  const cache = new Map<string, Asset>();
  const load = (name: string): Asset | null => {
    const cached = cache.get(name);
    if (cached) return cached;
    const file = path.join(assetsDir, name);
    const plain = readIfPresent(file);
    if (!plain) return null;
    const asset: Asset = {
      type: TYPES[path.extname(name).toLowerCase()] ?? 'application/octet-stream',
      plain,
      br: readIfPresent(`${file}.br`),
      gzip: readIfPresent(`${file}.gz`),
    };
    cache.set(name, asset);
    return asset;
  };

  const handler = async (
    request: FastifyRequest<{ Params: { name: string } }>,
    reply: FastifyReply,
  ) => {
    const { name } = request.params;
    const asset = ASSET_NAME.test(name) ? load(name) : null;
    if (!asset) return reply.callNotFound();
    const encoding = chooseEncoding(request.headers['accept-encoding'], {
      br: asset.br !== null,
      gzip: asset.gzip !== null,
    });
    const body =
      (encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : null) ?? asset.plain;
    reply.header('content-type', asset.type).header('cache-control', IMMUTABLE);
    if (asset.br || asset.gzip) reply.header('vary', 'Accept-Encoding');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body);
  };
  app.get('/assets/:name', handler);
}
