import type { ChartDataResponseEntry } from '@common/api/chartData';

/** A chart data answer entry around recorded rows, for transformProps tests. */
export function recordedAnswer(
  colnames: string[],
  coltypes: number[],
  data: Record<string, unknown>[],
): ChartDataResponseEntry {
  return {
    cache_key: 'recorded',
    cached_dttm: null,
    cache_timeout: 300,
    is_cached: false,
    query: 'SELECT …',
    status: 'success',
    error: null,
    stacktrace: null,
    colnames,
    indexnames: data.map((_, i) => i),
    coltypes,
    data,
    rowcount: data.length,
    sql_rowcount: data.length,
    applied_filters: [],
    rejected_filters: [],
    from_dttm: null,
    to_dttm: null,
    label_map: {},
    annotation_data: [],
    result_format: 'json',
  };
}
