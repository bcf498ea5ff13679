// result_format csv and xlsx: each query object's rows as a file (several → a zip), streamed,
// up to SQL_MAX_ROW rows each. Downloads are never cached: they are asked for once.
import { Readable } from 'node:stream';
import type { AppContext } from '@server/context';
import type { Principal } from '@server/plugins/auth';
import { computeRows } from './computeEntry';
import { csvStream } from './exportWriters/csvStream';
import { xlsxStream } from './exportWriters/xlsxStream';
import { zipOf } from './exportWriters/zipOf';
import type { PreparedChartData, PreparedQuery } from './prepareChartQueries';
import { runChartQuery } from './runChartQuery';
import { compileSamplesOf } from './samplesEntry';

/** A download: its type, file name and bytes as a stream. */
export interface ChartDataFile {
  contentType: string;
  filename: string;
  body: Readable;
}

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: 'application/zip',
};

/** Superset's download names: the time of the export, e.g. 20240501_102030. */
function stamp(now = new Date()): string {
  return now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
}

/** A query object's final rows as columnar bytes: its own query, or raw rows for samples. */
async function rowsOf(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
  item: PreparedQuery,
): Promise<Buffer> {
  if (item.resultType === 'samples' || item.resultType === 'drill_detail') {
    const { sql, compiled } = compileSamplesOf(prepared, item.query);
    const aliases = compiled.columnAliases;
    return (await runChartQuery(ctx, principal, prepared.database, sql, { aliases })).table;
  }
  return (await computeRows(ctx, principal, prepared, item)).table;
}

/** The download of a prepared query context whose result_format is csv or xlsx. */
export async function chartDataFile(
  ctx: AppContext,
  principal: Principal,
  prepared: PreparedChartData,
): Promise<ChartDataFile> {
  const format = prepared.request.result_format === 'xlsx' ? 'xlsx' : 'csv';
  const tables = await Promise.all(
    prepared.queries.map((item) => rowsOf(ctx, principal, prepared, item)),
  );
  const options = { maxRows: prepared.maxRow };
  const write = (table: Buffer) =>
    format === 'csv' ? csvStream(table, options) : xlsxStream(table, options);
  const name = stamp();
  const [only] = tables;
  if (only && tables.length === 1)
    return { contentType: CONTENT_TYPES[format], filename: `${name}.${format}`, body: write(only) };
  const files = tables.map((table, i) => ({
    name: `query_${i + 1}.${format}`,
    body: write(table),
  }));
  return { contentType: CONTENT_TYPES.zip, filename: `${name}.zip`, body: zipOf(files) };
}
