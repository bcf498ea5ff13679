import type {
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from '@codemirror/autocomplete';
import { MySQL, PostgreSQL, type SQLDialect, sql, StandardSQL } from '@codemirror/lang-sql';
import type { Extension } from '@codemirror/state';
import { type CompletionCatalog, completeFrom } from './completionCatalog';

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

const MAX_OPTIONS = 200;

/**
 * Completes schemas, tables and columns from a prefix-sorted catalogue by binary search, so
 * the answer stays within a frame at 50 000 tables; `table.` lists that table's columns.
 */
export function catalogCompletion(catalog: () => CompletionCatalog): CompletionSource {
  return (context: CompletionContext): CompletionResult | null => {
    const dotted = context.matchBefore(/[\w$]+\.[\w$]*$/);
    if (dotted) {
      const dot = dotted.text.lastIndexOf('.');
      const table = dotted.text.slice(0, dot).toLowerCase();
      const prefix = dotted.text.slice(dot + 1).toLowerCase();
      const columns = catalog().columnsByTable.get(table);
      if (!columns) return null;
      return {
        from: dotted.from + dot + 1,
        options: columns
          .filter((c) => c.label.toLowerCase().startsWith(prefix))
          .map((c) => ({ label: c.label, type: 'property', detail: c.detail })),
        filter: false,
      };
    }
    const word = context.matchBefore(/[\w$]+$/);
    if (!word && !context.explicit) return null;
    const from = word?.from ?? context.pos;
    const prefix = word?.text ?? '';
    return {
      from,
      options: completeFrom(catalog(), prefix, MAX_OPTIONS).map((item) => ({
        label: item.label,
        type: item.type === 'column' ? 'property' : item.type === 'table' ? 'type' : 'namespace',
        detail: item.detail,
        boost: item.type === 'column' ? 1 : 0,
      })),
      // The options are already the prefix matches; CodeMirror need not filter 50 000 again.
      filter: false,
    };
  };
}

/** SQL highlighting and keyword completion in the dialect, plus catalogue completion. */
export function sqlLanguage(
  backend: string | undefined,
  catalog: () => CompletionCatalog,
): Extension {
  const dialect = dialectFor(backend);
  return [
    sql({ dialect, upperCaseKeywords: true }),
    dialect.language.data.of({ autocomplete: catalogCompletion(catalog) }),
  ];
}
