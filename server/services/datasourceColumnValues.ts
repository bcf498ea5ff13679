// GET /api/v1/datasource/table/<id>/column/<name>/values/: a column's distinct values for
// Explore's filter editor. Compiled and run exactly as a chart data query grouped by that one
// column, so access, row-level security, virtual datasets, calculated columns and quoting are the
// chart data path's own.
import { normaliseQueryObject } from '@common/api/chartData';
import type { ChartDataRequest } from '@common/api/chartDataRequest';
import { compileQuery } from '@server/chartData/compileQuery';
import { prepareChartQueries } from '@server/chartData/prepareChartQueries';
import { runChartQuery } from '@server/chartData/runChartQuery';
import type { AppContext } from '@server/context';
import { NotFoundError } from '@server/errors';
import type { Principal } from '@server/plugins/auth';
import { rowsJsonPieces } from '@server/queries/rowsJson';

/** Superset's FILTER_SELECT_ROW_LIMIT: distinct values answered at most. */
export const COLUMN_VALUES_LIMIT = 10_000;

/**
 * `{"result":[…]}`: the column's distinct values in ascending order, at most
 * COLUMN_VALUES_LIMIT (and SQL_MAX_ROW), rows hidden by row-level security left out. Dates and
 * timestamps are epoch milliseconds, as the chart data API answers them; a null value is null.
 * 404 for an unknown dataset or column, 403 without access to the dataset.
 */
export async function datasourceColumnValues(
  ctx: AppContext,
  principal: Principal,
  datasourceId: number,
  columnName: string,
): Promise<Buffer> {
  const request: ChartDataRequest = {
    datasource: { id: datasourceId, type: 'table' },
    queries: [],
    force: true,
    result_type: 'full',
    result_format: 'json',
    custom_cache_timeout: null,
    form_data: null,
  };
  // Loads the dataset, checks access (403) and resolves its RLS clauses and rendered SQL.
  const prepared = await prepareChartQueries(ctx, principal, request);
  if (!prepared.dataset.columns.some((column) => column.column_name === columnName))
    throw new NotFoundError(`Column ${columnName} does not exist`);
  const compiled = compileQuery({
    // An empty metric list groups by the column: its distinct values.
    query: normaliseQueryObject({
      columns: [columnName],
      metrics: [],
      orderby: [[columnName, true]],
      row_limit: COLUMN_VALUES_LIMIT,
    }),
    dataset: prepared.dataset,
    dialect: prepared.dialect,
    rlsClauses: prepared.rlsClauses,
    allowAdhocSubquery: prepared.allowAdhocSubquery,
    maxRow: prepared.maxRow,
  });
  const result = await runChartQuery(ctx, principal, prepared.database, compiled.sql, {
    aliases: compiled.columnAliases,
  });
  // Rows of one column, `[{"col":v},…]`, written as the chart data API writes them.
  const rows = JSON.parse(
    Buffer.concat([...rowsJsonPieces(result.table, { timesAsEpochMs: true })]).toString('utf8'),
  ) as Record<string, unknown>[];
  const values = rows.map((row) => Object.values(row)[0] ?? null);
  return Buffer.from(JSON.stringify({ result: values }));
}
