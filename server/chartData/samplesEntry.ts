// Samples and drill to detail: a dataset's raw rows (all columns, no aggregation), filtered like
// the chart, at most SAMPLES_ROW_LIMIT per page.
import type { QueryObject } from '@common/api/chartData';
import type { AppContext } from '@server/context';
import type { Principal } from '@server/plugins/auth';
import { encodeFullEntry, entryHead } from './answerEntry';
import { chartCacheKey } from './cacheKey';
import { type CompiledSamples, compileSamples } from './compileQuery';
import type { PreparedChartData, PreparedQuery } from './prepareChartQueries';
import { columnsOf } from './resultTypes';
import { runChartQuery } from './runChartQuery';

/** Superset's SAMPLES_ROW_LIMIT: raw rows per samples or drill-to-detail answer. */
export const SAMPLES_ROW_LIMIT = 1000;

/** The rows a samples page asks for: within SAMPLES_ROW_LIMIT. */
export function samplesLimit(rowLimit: number | null): number {
  return rowLimit ? Math.min(rowLimit, SAMPLES_ROW_LIMIT) : SAMPLES_ROW_LIMIT;
}

/** The compiled SQL of a samples page (and of its total count). */
export function compileSamplesOf(
  prepared: PreparedChartData,
  query: QueryObject,
): { sql: string; countSql: string; compiled: CompiledSamples } {
  const compiled = compileSamples({
    query: { ...query, row_limit: samplesLimit(query.row_limit) },
    dataset: prepared.dataset,
    dialect: prepared.dialect,
    rlsClauses: prepared.rlsClauses,
    allowAdhocSubquery: prepared.allowAdhocSubquery,
    maxRow: prepared.maxRow,
  });
  return { sql: compiled.sql, countSql: compiled.countSql, compiled };
}

/** A samples or drill-to-detail entry, as a full entry of raw rows (never cached). */
export async function samplesEntry(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  item: PreparedQuery,
  options: { background?: boolean } = {},
): Promise<Buffer> {
  const { sql, compiled } = compileSamplesOf(prepared, item.query);
  const key = chartCacheKey({
    datasetId: prepared.dataset.id,
    datasetChangedOn: prepared.dataset.changed_on,
    databaseId: prepared.database.id,
    rlsClauses: prepared.rlsClauses,
    resultType: item.resultType,
    query: item.query,
    sql: [sql],
  });
  const result = await runChartQuery(ctx, principal, prepared.database, sql, {
    ...options,
    aliases: compiled.columnAliases,
  });
  const { colnames, coltypes, rowCount } = columnsOf(result.table, result.columns);
  const stored = encodeFullEntry(
    {
      query: sql,
      colnames,
      coltypes,
      rowcount: rowCount,
      sqlRowcount: rowCount,
      appliedFilters: compiled.appliedFilters,
      rejectedFilters: compiled.rejectedFilters,
      fromDttm: compiled.fromDttm,
      toDttm: compiled.toDttm,
      labelMap: compiled.labelMap,
      resultFormat: prepared.request.result_format,
    },
    result.table,
  );
  return Buffer.concat([entryHead(key, null, prepared.cacheTimeout), stored]);
}
