import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { ChartPropsInput, FormData } from '../../types';

/** A chart data answer entry as the server sends it, for transformProps tests. */
export function recordedAnswer(
  colnames: string[],
  coltypes: number[],
  data: Record<string, unknown>[],
): ChartDataResponseEntry {
  return {
    cache_key: 'c0ffee',
    cached_dttm: null,
    cache_timeout: 86400,
    is_cached: false,
    query: 'SELECT …',
    status: 'success',
    error: null,
    stacktrace: null,
    colnames,
    indexnames: data.map((_, index) => index),
    coltypes,
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

/** transformProps input of one answer. */
export function propsInput(
  formData: FormData,
  entry: ChartDataResponseEntry,
  extra: Partial<ChartPropsInput> = {},
): ChartPropsInput {
  return { formData, queriesData: [entry], datasource: null, width: 800, height: 600, ...extra };
}
