// One query object's answer computed: its SQL and one per time offset run concurrently on the
// query path, post-processing on the post-processing thread, the entry encoded as bytes.
import { columnLabel, metricLabel } from '@common/api/chartData';
import type { AppContext } from '@server/context';
import type { Principal } from '@server/plugins/auth';
import type { CompiledQuery } from './compileQuery';
import { encodeFullEntry, encodeResultsEntry, type EntryFields } from './answerEntry';
import type { PreparedChartData, PreparedQuery } from './prepareChartQueries';
import { postProcessorFor } from './postProcessorFor';
import { columnsOf } from './resultTypes';
import { type ChartQueryResult, runChartQuery } from './runChartQuery';

/** The final rows of a query object: post-processed and joined with its time offsets. */
export interface ComputedRows {
  table: Buffer;
  /** Rows the SQL returned, before post-processing. */
  sqlRowCount: number;
  main: ChartQueryResult;
}

/** Runs a query object (and its offsets) and applies its post-processing. */
export async function computeRows(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  item: PreparedQuery,
  options: { background?: boolean } = {},
): Promise<ComputedRows> {
  const compiled = item.compiled;
  if (!compiled) throw new Error('computeRows needs a compiled query');
  const run = (query: CompiledQuery) =>
    runChartQuery(ctx, principal, prepared.database, query.sql, {
      background: options.background,
      aliases: query.columnAliases,
    });
  const [main, ...offsetResults] = await Promise.all([
    run(compiled),
    ...item.offsets.map((entry) => run(entry.compiled)),
  ]);
  if (!main) throw new Error('no main result');
  const sqlRowCount = columnsOf(main.table).rowCount;
  const rules = item.query.post_processing;
  if (rules.length === 0 && item.offsets.length === 0)
    return { table: main.table, sqlRowCount, main };
  const timeColumn = compiled.timeColumn;
  const table = await postProcessorFor(ctx).run({
    tables: [main.table, ...offsetResults.map((result) => result.table)],
    offsets: item.offsets.map((entry) => entry.offset),
    timeColumn,
    joinColumns: item.query.columns.map(columnLabel).filter((label) => label !== timeColumn),
    metrics: (item.query.metrics ?? []).map(metricLabel),
    rules,
  });
  return { table, sqlRowCount, main };
}

/** Boxplot's `<metric>__outliers` columns: lists, which the columnar table carries as JSON text. */
function outlierColumns(item: PreparedQuery, colnames: string[]): Set<string> | undefined {
  if (!item.query.post_processing.some((rule) => rule.operation === 'boxplot')) return undefined;
  return new Set(colnames.filter((name) => name.endsWith('__outliers')));
}

/**
 * The stored part of a query object's entry (see answerEntry): `full`, `post_processed` and
 * `results` run the query; other types never reach here.
 */
export async function computeEntry(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  item: PreparedQuery,
  options: { background?: boolean } = {},
): Promise<Buffer> {
  const compiled = item.compiled;
  if (!compiled) throw new Error('computeEntry needs a compiled query');
  const { table, sqlRowCount, main } = await computeRows(ctx, principal, prepared, item, options);
  const { colnames, coltypes, rowCount } = columnsOf(table, main.columns);
  const fields: EntryFields = {
    query: [compiled.sql, ...item.offsets.map((entry) => entry.compiled.sql)].join(';\n\n'),
    colnames,
    coltypes,
    rowcount: rowCount,
    sqlRowcount: sqlRowCount,
    appliedFilters: compiled.appliedFilters,
    rejectedFilters: compiled.rejectedFilters,
    fromDttm: compiled.fromDttm,
    toDttm: compiled.toDttm,
    labelMap: compiled.labelMap,
    resultFormat: prepared.request.result_format,
    jsonColumns: outlierColumns(item, colnames),
  };
  return item.resultType === 'results'
    ? encodeResultsEntry(fields, table)
    : encodeFullEntry(fields, table);
}
