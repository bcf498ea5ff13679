import { format, type SqlLanguage } from 'sql-formatter';
import type { FormatSqlBody } from '@common/api/sqllabTools';
import { ErrorType } from '@common/errors/errorTypes';
import type { AppContext } from '../context';
import { BadRequestError } from '../errors';
import type { Principal } from '../plugins/auth';
import { assertDatabaseAccess } from '../policies/databasePolicy';
import { assertCan } from '../policies/securityPolicy';

// Engine names (Tessera backends and Superset's engine strings) to sql-formatter languages.
const LANGUAGES: Record<string, SqlLanguage> = {
  duckdb: 'duckdb',
  postgresql: 'postgresql',
  postgres: 'postgresql',
  mysql: 'mysql',
  mariadb: 'mariadb',
  sqlite: 'sqlite',
  trino: 'trino',
  presto: 'trino',
  bigquery: 'bigquery',
  snowflake: 'snowflake',
  redshift: 'redshift',
  clickhouse: 'clickhouse',
};

// Jinja expressions, statements and comments stay as written, as opaque parameters.
const TEMPLATE_PARTS = String.raw`\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}|\{#[\s\S]*?#\}`;

async function languageFor(
  ctx: AppContext,
  principal: Principal,
  body: FormatSqlBody,
): Promise<SqlLanguage> {
  if (body.database_id !== undefined && body.database_id !== null) {
    const database = assertDatabaseAccess(
      principal,
      await ctx.databases.findById(body.database_id),
    );
    return LANGUAGES[database.backend] ?? 'sql';
  }
  // An engine we have no dialect for is formatted as generic SQL, as Superset does.
  return (body.engine && LANGUAGES[body.engine.toLowerCase()]) || 'sql';
}

/** Formats SQL in the database's (or the named engine's) dialect; a parse failure is a 400. */
export async function formatSql(
  ctx: AppContext,
  principal: Principal,
  body: FormatSqlBody,
): Promise<string> {
  assertCan(principal, 'can_format_sql', 'SQLLab');
  const language = await languageFor(ctx, principal, body);
  if (body.sql.trim() === '') return '';
  try {
    return format(body.sql, {
      language,
      keywordCase: 'upper',
      paramTypes: { custom: [{ regex: TEMPLATE_PARTS }] },
    });
  } catch (error) {
    // sql-formatter's first line says where it failed; the rest is its grammar dump.
    const first = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    throw new BadRequestError(
      `The SQL could not be formatted: ${first.slice(0, 300)}`,
      ErrorType.INVALID_SQL_ERROR,
    );
  }
}
