import {
  type DatabaseCreateBody,
  type DatabaseUpdateBody,
  PASSWORD_MASK,
} from '@common/api/databases';
import type { AppContext } from '../context';
import { ConflictError, NotFoundError } from '../errors';
import { databasePermissionView } from '../policies/databasePolicy';
import { DatabaseRepository, type DatabaseRow } from '../store/databaseRepository';
import { RoleRepository } from '../store/roleRepository';
import { renameDatabaseDataPermissions } from './datasetPermissions';
import { splitPassword } from './databaseUri';
import { validateDatabaseUri } from './validateDatabaseUri';

const flag = (value: boolean | undefined, current: number) =>
  value === undefined ? current : value ? 1 : 0;

/**
 * Creates (id undefined) or updates a database in one transaction: validates the URI, keeps the
 * stored password when the URI carries the mask, and keeps its database_access permission named.
 */
export async function saveDatabase(
  ctx: AppContext,
  actorId: number,
  id: number | undefined,
  body: DatabaseCreateBody | DatabaseUpdateBody,
  options: { isExamples?: boolean } = {},
  now = Date.now(),
): Promise<DatabaseRow> {
  const current = id === undefined ? undefined : await ctx.databases.findById(id);
  if (id !== undefined && !current) throw new NotFoundError('Database not found');
  const uri = body.sqlalchemy_uri;
  const validated = uri
    ? await validateDatabaseUri(
        uri,
        ctx.config.home,
        ctx.config.allowLocalFileDatabases || options.isExamples === true,
      )
    : undefined;
  const split = uri ? splitPassword(uri) : undefined;
  let passwordEncrypted = current?.password_encrypted ?? null;
  if (split) {
    if (split.password === undefined) passwordEncrypted = null;
    else if (split.password !== PASSWORD_MASK)
      passwordEncrypted = ctx.secretBox.encrypt(split.password);
  }

  const saved = await ctx.db.transaction().execute(async (trx) => {
    const databases = new DatabaseRepository(trx);
    const name = body.database_name ?? current?.database_name ?? '';
    const clash = await databases.findByName(name);
    if (clash && clash.id !== id)
      throw new ConflictError(`A database named ${name} already exists`);
    const row = {
      database_name: name,
      sqlalchemy_uri: split?.uriWithoutPassword ?? current?.sqlalchemy_uri ?? '',
      password_encrypted: passwordEncrypted,
      backend: validated?.backend ?? current?.backend ?? '',
      expose_in_sqllab: flag(body.expose_in_sqllab, current?.expose_in_sqllab ?? 1),
      allow_run_async: flag(body.allow_run_async, current?.allow_run_async ?? 0),
      allow_dml: flag(body.allow_dml, current?.allow_dml ?? 0),
      allow_ctas: flag(body.allow_ctas, current?.allow_ctas ?? 0),
      allow_cvas: flag(body.allow_cvas, current?.allow_cvas ?? 0),
      cache_timeout:
        body.cache_timeout === undefined ? (current?.cache_timeout ?? null) : body.cache_timeout,
      extra: body.extra ?? current?.extra ?? '{}',
      changed_on: now,
    };
    const roles = new RoleRepository(trx);
    if (!current) {
      const newId = await databases.insert({
        ...row,
        is_examples: options.isExamples ? 1 : 0,
        created_by: actorId,
        created_on: now,
      });
      await roles.ensurePermissions([['database_access', databasePermissionView(name, newId)]]);
      return databases.findById(newId);
    }
    await databases.update(current.id, row);
    if (name !== current.database_name) {
      await roles.renamePermissionView(
        'database_access',
        databasePermissionView(current.database_name, current.id),
        databasePermissionView(name, current.id),
      );
      await renameDatabaseDataPermissions(trx, current.database_name, name);
    }
    return databases.findById(current.id);
  });
  if (!saved) throw new NotFoundError('Database not found');
  if (current) await ctx.engines.invalidate(current.id);
  return saved;
}
