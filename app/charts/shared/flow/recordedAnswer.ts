import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { ChartPropsInput, FormData } from '../../types';

/** A chart data answer entry as the server sends it, around recorded rows (for tests). */
export function recordedAnswer(
  data: Record<string, unknown>[],
  coltypes: number[] = [],
): ChartDataResponseEntry {
  const colnames = Object.keys(data[0] ?? {});
  return {
    cache_key: 'a'.repeat(64),
    cached_dttm: null,
    cache_timeout: 86400,
    is_cached: false,
    query: 'SELECT …',
    status: 'success',
    error: null,
    stacktrace: null,
    colnames,
    indexnames: data.map((_, index) => index),
    coltypes: coltypes.length ? coltypes : colnames.map(() => 1),
    data,
    rowcount: data.length,
    sql_rowcount: data.length,
    applied_filters: [],
    rejected_filters: [],
    from_dttm: null,
    to_dttm: null,
    label_map: Object.fromEntries(colnames.map((name) => [name, [name]])),
    annotation_data: [],
    result_format: 'json',
  };
}

/** transformProps input of one answer at 800×600 (for tests). */
export function propsInput(formData: FormData, data: Record<string, unknown>[]): ChartPropsInput {
  return {
    formData,
    queriesData: [recordedAnswer(data)],
    datasource: null,
    width: 800,
    height: 600,
  };
}
