import { PASSWORD_MASK } from '@common/api/databases';
import type { AppContext } from '../context';
import { createEngine } from '../engines/registry';
import { engineOptionsFor } from '../queries/databaseEngines';
import { withPassword, splitPassword } from './databaseUri';
import { validateDatabaseUri } from './validateDatabaseUri';

/**
 * Connects with a URI the admin typed, through the same validator as saving. A masked password
 * means "the one stored for this database name".
 */
export async function testConnection(
  ctx: AppContext,
  uri: string,
  databaseName?: string,
  extra = '{}',
): Promise<void> {
  const validated = await validateDatabaseUri(
    uri,
    ctx.config.home,
    ctx.config.allowLocalFileDatabases,
  );
  let realUri = uri;
  const { uriWithoutPassword, password } = splitPassword(uri);
  if (password === PASSWORD_MASK && databaseName) {
    const stored = await ctx.databases.findByName(databaseName);
    const storedPassword = stored?.password_encrypted
      ? ctx.secretBox.decrypt(stored.password_encrypted)
      : undefined;
    realUri = withPassword(uriWithoutPassword, storedPassword);
  }
  const now = Date.now();
  const options = await engineOptionsFor(
    {
      id: 0,
      database_name: databaseName ?? 'test',
      sqlalchemy_uri: realUri,
      password_encrypted: null,
      backend: validated.backend,
      expose_in_sqllab: 1,
      allow_run_async: 0,
      allow_dml: 0,
      allow_ctas: 0,
      allow_cvas: 0,
      cache_timeout: null,
      extra,
      is_examples: 0,
      created_by: null,
      created_on: now,
      changed_on: now,
    },
    ctx.secretBox,
    ctx.config,
  );
  const engine = createEngine(options);
  try {
    await engine.testConnection();
  } finally {
    await engine.close();
  }
}
