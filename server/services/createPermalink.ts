import type { SharedQuery } from '@common/api/keyValue';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Principal } from '../plugins/auth';
import { assertOwnReferences } from '../policies/sqlLabObjectPolicy';
import { KeyValueRepository } from '../store/keyValueRepository';
import { publicLink } from './publicLink';

/** Key-value resource of shared SQL Lab tabs (POST /kv/store/ and the permalink API). */
export const SQLLAB_PERMALINK_RESOURCE = 'sqllab_permalink';

/** The page that opens a permalink (Superset's `url`): absolute only on a configured public URL. */
export function permalinkUrl(config: Pick<Config, 'publicUrl'>, key: string): string {
  return publicLink(config, `/sqllab/p/${encodeURIComponent(key)}`);
}

/**
 * Stores a shared tab under a random key. Only a database the caller may use can be
 * shared; the stored value is the validated fields, never the raw text.
 */
export async function createPermalink(
  ctx: AppContext,
  principal: Principal,
  shared: SharedQuery,
): Promise<string> {
  await assertOwnReferences(ctx, principal, { database: { field: 'dbId', id: shared.dbId } });
  const value = {
    name: shared.name ?? shared.title ?? '',
    dbId: shared.dbId,
    catalog: shared.catalog ?? null,
    schema: shared.schema ?? null,
    autorun: shared.autorun ?? false,
    sql: shared.sql,
    templateParams: shared.templateParams ?? null,
  };
  return new KeyValueRepository(ctx.db).insert(
    SQLLAB_PERMALINK_RESOURCE,
    JSON.stringify(value),
    principal.user.id,
    Date.now(),
  );
}
