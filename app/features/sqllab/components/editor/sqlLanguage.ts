import { MySQL, PostgreSQL, type SQLDialect, sql, StandardSQL } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import { type CompletionData, queryCompletion } from './queryCompletion';

const DIALECTS: Record<string, SQLDialect> = {
  postgresql: PostgreSQL,
  postgres: PostgreSQL,
  mysql: MySQL,
  mariadb: MySQL,
};

/** The lang-sql dialect of a database backend (DuckDB and the rest use standard SQL). */
export function dialectFor(backend: string | undefined): SQLDialect {
  return DIALECTS[(backend ?? '').toLowerCase()] ?? StandardSQL;
}

/** SQL highlighting and keyword completion in the dialect, plus the query-aware completion. */
export function sqlLanguage(backend: string | undefined, data: () => CompletionData): Extension {
  const dialect = dialectFor(backend);
  return [
    sql({ dialect, upperCaseKeywords: true }),
    dialect.language.data.of({ autocomplete: queryCompletion(backend, data) }),
  ];
}
