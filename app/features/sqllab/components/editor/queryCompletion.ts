import type {
  Completion,
  CompletionContext,
  CompletionResult,
  CompletionSource,
} from '@codemirror/autocomplete';
import { type CompletionCatalog, completeFrom } from './completionCatalog';
import { currentStatement } from './currentStatement';
import { dialectFunctions } from './dialectFunctions';
import { queryTables, type TableRef } from './queryTables';
import type { ColumnInfo, ColumnsOf } from './tableColumns';

/** What completion knows beyond the dialect's keywords. */
export interface CompletionData {
  /** Schemas, tables and the columns of the tables added to the left bar. */
  catalog: CompletionCatalog;
  /** Columns of any table the query names, fetched when first needed. */
  columnsOf?: ColumnsOf;
}

const MAX_OPTIONS = 200;
const CATALOG_TYPES = { column: 'property', table: 'type', schema: 'namespace' } as const;

const columnOption = (column: ColumnInfo, table: string): Completion => ({
  label: column.name,
  type: 'property',
  detail: `${column.type} · ${table}`,
});

/** The tables of the statement under the cursor, with their aliases. */
function statementTables(context: CompletionContext) {
  const sql = context.state.doc.toString();
  return queryTables(currentStatement(sql, context.pos)?.text ?? sql);
}

const isListedTable = (catalog: CompletionCatalog, name: string) =>
  completeFrom(catalog, name, 50).some((i) => i.type === 'table' && i.label.toLowerCase() === name);

/** Columns of one table: those of the left bar's card, else fetched. */
async function columnsOfTable(
  data: CompletionData,
  table: TableRef,
): Promise<readonly Completion[]> {
  const added = table.schema
    ? undefined
    : data.catalog.columnsByTable.get(table.name.toLowerCase());
  if (added) return added.map((c) => ({ label: c.label, type: 'property', detail: c.detail }));
  const columns = (await data.columnsOf?.(table)) ?? [];
  return columns.map((column) => columnOption(column, table.name));
}

/** `alias.`, `table.` or `schema.table.`: the columns of what the qualifier names. */
async function dottedCompletion(
  context: CompletionContext,
  data: CompletionData,
): Promise<CompletionResult | null> {
  const dotted = context.matchBefore(/(?:[\w$]+\.)?[\w$]+\.[\w$]*$/);
  if (!dotted) return null;
  const parts = dotted.text.split('.');
  const prefix = parts.pop() ?? '';
  const [first = '', second] = parts;
  let table: TableRef | undefined;
  if (second !== undefined) table = { schema: first, name: second };
  else {
    const { aliases, tables } = statementTables(context);
    const name = first.toLowerCase();
    table = aliases.get(name) ?? tables.find((t) => t.name.toLowerCase() === name);
    // A table the query does not name yet (`flights.` typed first) is still looked up.
    if (!table && !isListedTable(data.catalog, name)) return null;
    table ??= { name: first };
  }
  const options = await columnsOfTable(data, table);
  if (options.length === 0) return null;
  return { from: dotted.to - prefix.length, options, validFor: /^[\w$]*$/ };
}

/**
 * SQL Lab's completion beyond keywords: after a qualifier, the columns of the table or alias
 * it names; otherwise the columns of the statement's tables (fetched lazily, cached), the
 * schemas, tables and added columns of the catalogue (binary search, so 50 000 tables answer
 * within a frame) and the dialect's function names.
 */
export function queryCompletion(
  backend: string | undefined,
  data: () => CompletionData,
): CompletionSource {
  return async (context) => {
    const current = data();
    const dotted = await dottedCompletion(context, current);
    if (dotted || context.matchBefore(/[\w$]+\.[\w$]*$/)) return dotted;
    const word = context.matchBefore(/[\w$]+$/);
    if (!word && !context.explicit) return null;
    const prefix = (word?.text ?? '').toLowerCase();
    const matches = (label: string) => label.toLowerCase().startsWith(prefix);

    const tables = statementTables(context).tables;
    const fromQuery = (await Promise.all(tables.map((t) => columnsOfTable(current, t)))).flat();
    if (context.aborted) return null;
    const options: Completion[] = fromQuery.filter((o) => matches(o.label));
    const offered = new Set(options.map((o) => `${o.label}\u0000${o.detail ?? ''}`));
    for (const item of completeFrom(current.catalog, prefix, MAX_OPTIONS)) {
      if (offered.has(`${item.label}\u0000${item.detail ?? ''}`)) continue;
      options.push({ label: item.label, type: CATALOG_TYPES[item.type], detail: item.detail });
    }
    for (const name of dialectFunctions(backend)) {
      if (matches(name)) options.push({ label: name, type: 'function', detail: 'function' });
    }
    // The options are already the prefix matches, in order: the query's own columns first.
    return { from: word?.from ?? context.pos, options, filter: false };
  };
}
