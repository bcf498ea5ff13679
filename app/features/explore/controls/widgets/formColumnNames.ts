import {
  columnLabel,
  metricLabel,
  type QueryColumn,
  type QueryMetric,
} from '@common/api/chartData';
import type { FormData } from '@app/charts/types';

const list = <T>(value: unknown): T[] =>
  (Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value]) as T[];

/** The result column names a form produces (dimensions then metrics), for per-column settings. */
export function formColumnNames(formData: FormData): string[] {
  const columns = ['groupby', 'columns', 'all_columns'].flatMap((key) =>
    list<QueryColumn>(formData[key]).map(columnLabel),
  );
  const metrics = ['metrics', 'metric', 'percent_metrics'].flatMap((key) =>
    list<QueryMetric>(formData[key]).map(metricLabel),
  );
  return [...new Set([...columns, ...metrics])];
}
