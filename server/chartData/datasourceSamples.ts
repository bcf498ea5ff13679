// POST /datasource/samples: a page of a dataset's raw rows with the total count, as Explore's
// "Samples" pane reads them.
import { normaliseQueryObject, type RawQueryObject } from '@common/api/chartData';
import type { ChartDataRequest } from '@common/api/chartDataRequest';
import { decodeColumnarTable } from '@common/results/columnarTable';
import type { AppContext } from '@server/context';
import type { Principal } from '@server/plugins/auth';
import { encodeFullEntry, entryHead } from './answerEntry';
import { chartCacheKey } from './cacheKey';
import { prepareChartQueries } from './prepareChartQueries';
import { columnsOf } from './resultTypes';
import { runChartQuery } from './runChartQuery';
import { compileSamplesOf, SAMPLES_ROW_LIMIT } from './samplesEntry';

/** Which page of which dataset. */
export interface SamplesPage {
  datasourceId: number;
  /** 1-based. */
  page: number;
  perPage: number;
}

/** The body's filters and time settings (Superset's SamplesPayloadSchema). */
export type SamplesPayload = Pick<
  RawQueryObject,
  'filters' | 'granularity' | 'time_range' | 'extras'
>;

/** `{"result": {...entry, page, per_page, total_count}}` as bytes. */
export async function datasourceSamples(
  ctx: AppContext,
  principal: Principal,
  page: SamplesPage,
  payload: SamplesPayload,
): Promise<Buffer> {
  const perPage = Math.min(Math.max(page.perPage, 1), SAMPLES_ROW_LIMIT);
  const query = normaliseQueryObject({
    ...payload,
    row_limit: perPage,
    row_offset: (Math.max(page.page, 1) - 1) * perPage,
  });
  const request: ChartDataRequest = {
    datasource: { id: page.datasourceId, type: 'table' },
    queries: [query],
    force: true,
    result_type: 'samples',
    result_format: 'json',
    custom_cache_timeout: null,
    form_data: null,
  };
  const prepared = await prepareChartQueries(ctx, principal, request);
  const { sql, countSql, compiled } = compileSamplesOf(prepared, query);
  const [rows, count] = await Promise.all([
    runChartQuery(ctx, principal, prepared.database, sql, { aliases: compiled.columnAliases }),
    runChartQuery(ctx, principal, prepared.database, countSql),
  ]);
  const counted = decodeColumnarTable(count.table);
  const total = counted.rowCount > 0 ? Number(counted.value(0, 0)) : 0;
  const { colnames, coltypes, rowCount } = columnsOf(rows.table, rows.columns);
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
      resultFormat: 'json',
    },
    rows.table,
  );
  const key = chartCacheKey({
    datasetId: prepared.dataset.id,
    datasetChangedOn: prepared.dataset.changed_on,
    databaseId: prepared.database.id,
    rlsClauses: prepared.rlsClauses,
    resultType: 'samples',
    query,
    sql: [sql],
  });
  const paging = `,"page":${Math.max(page.page, 1)},"per_page":${perPage},"total_count":${total}}`;
  return Buffer.concat([
    Buffer.from('{"result":'),
    entryHead(key, null, prepared.cacheTimeout),
    stored.subarray(0, stored.length - 1),
    Buffer.from(paging),
    Buffer.from('}'),
  ]);
}
