import type { Config } from '../config';

/**
 * The link to a page of the app: absolute on the configured public URL, else relative to the
 * page that asked. Never built from Host or X-Forwarded-* headers, which a caller controls.
 */
export function publicLink(config: Pick<Config, 'publicUrl'>, path: `/${string}`): string {
  return config.publicUrl === undefined ? path : `${config.publicUrl}${path}`;
}
