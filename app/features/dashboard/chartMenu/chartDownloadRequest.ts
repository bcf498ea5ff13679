/**
 * The chart data requests of the chart menu's downloads (POST /api/v1/chart/data): the
 * chart's query context as the dashboard runs it (its filters included), with the format and
 * result type of the download.
 */
import {
  columnLabel,
  metricLabel,
  type PostProcessingRule,
  type QueryColumn,
  type RawQueryObject,
} from '@common/api/chartData';
import type { ChartDataRequest } from '@app/api/chartData';
import type { ChartQueryContext, FormData } from '@app/charts/types';

/** The data downloads of the menu. */
export type ChartDownloadKind = 'csv' | 'pivoted-csv' | 'full-csv' | 'xlsx' | 'full-xlsx';

/** Whether a download carries every row (full) or the chart's current view (post_processed). */
export function downloadResultType(kind: ChartDownloadKind): 'full' | 'post_processed' {
  return kind === 'full-csv' || kind === 'full-xlsx' ? 'full' : 'post_processed';
}

/** The file format of a download. */
export function downloadFormat(kind: ChartDownloadKind): 'csv' | 'xlsx' {
  return kind === 'xlsx' || kind === 'full-xlsx' ? 'xlsx' : 'csv';
}

const labelsOf = (value: unknown): string[] =>
  (Array.isArray(value) ? (value as QueryColumn[]) : []).map((column) => columnLabel(column));

/**
 * The pivot table's rows pivoted as it shows them: row dimensions as the index, one column per
 * metric and column-dimension value. The query's groups are already aggregated, one row each,
 * so any aggregate of a group gives its value back.
 */
function pivotRules(formData: FormData, metrics: string[]): PostProcessingRule[] {
  const rows = labelsOf(formData.groupbyRows);
  const columns = labelsOf(formData.groupbyColumns);
  // The pivot needs an index: with no row dimension the column dimensions serve as rows.
  const index = rows.length > 0 ? rows : columns;
  const pivotColumns = rows.length > 0 ? columns : [];
  if (index.length === 0 || metrics.length === 0) return [];
  const aggregates = Object.fromEntries(metrics.map((metric) => [metric, { operator: 'max' }]));
  return [
    {
      operation: 'pivot',
      options: { index, columns: pivotColumns, aggregates, drop_missing_columns: false },
    },
    { operation: 'flatten' },
  ];
}

/**
 * The request of a download: "full" variants ask every row (row_limit 0 is the server's
 * maximum) with result_type full; the others the current view (post_processed); the pivoted
 * CSV adds the pivot the pivot table draws in the browser.
 */
export function chartDownloadRequest(
  context: ChartQueryContext,
  kind: ChartDownloadKind,
): ChartDataRequest {
  const full = downloadResultType(kind) === 'full';
  const queries = context.queries.map((raw) => {
    const query: RawQueryObject = { ...raw };
    if (full) {
      query.row_limit = 0;
      delete query.row_offset;
    }
    if (kind === 'pivoted-csv') {
      const metrics = (query.metrics ?? []).map(metricLabel);
      query.post_processing = [
        ...(query.post_processing ?? []),
        ...pivotRules(context.form_data, metrics),
      ];
    }
    return query;
  });
  return {
    datasource: context.datasource,
    queries,
    form_data: context.form_data,
    force: false,
    result_format: downloadFormat(kind),
    result_type: downloadResultType(kind),
  };
}

/** A file name from a chart name: letters, digits, dashes and underscores, and the time. */
export function downloadFileName(sliceName: string, extension: string, now = new Date()): string {
  const base =
    sliceName
      .trim()
      .replace(/[^\p{L}\p{N}_-]+/gu, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 80) || 'chart';
  const stamp = now.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '_');
  return `${base}_${stamp}.${extension}`;
}
