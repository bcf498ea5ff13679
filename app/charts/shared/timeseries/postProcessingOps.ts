// Superset's post-processing factories of the timeseries charts, as the server's operations
// (server/chartData/postProcessing) read them. Each answers null when it does not apply.
import type { PostProcessingRule } from '@common/api/chartData';
import type { FormData } from '../../types';

/** Rolling window choices (form `rolling_type`); cumsum becomes the `cum` operation. */
export const ROLLING_TYPES = ['None', 'mean', 'sum', 'std', 'cumsum'] as const;
/** Time comparison shifts (spec §9). */
export const TIME_COMPARE_CHOICES = [
  '1 day ago',
  '1 week ago',
  '28 days ago',
  '30 days ago',
  '52 weeks ago',
  '1 year ago',
  '104 weeks ago',
  '2 years ago',
  '156 weeks ago',
  '3 years ago',
];
/** Superset's separator of a time-shifted metric: `SUM(x)__1 year ago`. */
export const TIME_COMPARISON_SEPARATOR = '__';

/** What the factories need besides form data. */
export interface OperatorContext {
  xAxisLabel: string;
  metricLabels: string[];
  seriesLabels: string[];
  timeOffsets: string[];
}

const toInt = (value: unknown, fallback: number): number => {
  const number = Number(value);
  return Number.isInteger(number) ? number : fallback;
};

/** `{metric__offset: metric}` of every metric and shift (Superset's getMetricOffsetsMap). */
export function metricOffsets(context: OperatorContext): Map<string, string> {
  const map = new Map<string, string>();
  for (const metric of context.metricLabels)
    for (const offset of context.timeOffsets)
      map.set(`${metric}${TIME_COMPARISON_SEPARATOR}${offset}`, metric);
  return map;
}

/** The server's compare_type of form `comparison_type` ('absolute' is the old name). */
export function compareType(formData: FormData): 'difference' | 'percentage' | 'ratio' | null {
  const type = formData.comparison_type;
  if (type === 'absolute' || type === 'difference') return 'difference';
  if (type === 'percentage' || type === 'ratio') return type;
  return null;
}

/** pivot: x-axis rows, one column per metric (and shifted metric) × series values. */
export function pivotOperator(formData: FormData, context: OperatorContext): PostProcessingRule {
  const offsets = metricOffsets(context);
  const metrics = [...context.metricLabels, ...offsets.keys()];
  return {
    operation: 'pivot',
    options: {
      index: [context.xAxisLabel],
      columns: context.seriesLabels,
      // 'mean' of one cell is the cell itself, and keeps NaN (Superset does the same).
      aggregates: Object.fromEntries(metrics.map((metric) => [metric, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}

/** rolling (mean/sum/std over rolling_periods) or cum (cumsum) over every metric column. */
export function rollingOperator(
  formData: FormData,
  context: OperatorContext,
): PostProcessingRule | null {
  const offsets = metricOffsets(context);
  const labels = offsets.size
    ? [...new Set(offsets.values()), ...offsets.keys()]
    : context.metricLabels;
  const columns = Object.fromEntries(labels.map((label) => [label, label]));
  const type = formData.rolling_type;
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  if (type === 'mean' || type === 'sum' || type === 'std') {
    const window = Math.max(1, toInt(formData.rolling_periods, 1));
    return {
      operation: 'rolling',
      options: {
        rolling_type: type,
        window,
        min_periods: Math.min(window, Math.max(0, toInt(formData.min_periods, 0))),
        columns,
      },
    };
  }
  return null;
}

/** compare: the shifted metrics as difference/percentage/ratio of the current ones. */
export function compareOperator(
  formData: FormData,
  context: OperatorContext,
): PostProcessingRule | null {
  const type = compareType(formData);
  const offsets = metricOffsets(context);
  if (!type || offsets.size === 0) return null;
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: type,
      drop_original_columns: true,
    },
  };
}

/** resample: one row per resample_rule period, filled by resample_method (zerofill → 0). */
export function resampleOperator(formData: FormData): PostProcessingRule | null {
  const rule = formData.resample_rule;
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  if (typeof rule !== 'string' || !rule || typeof method !== 'string' || !method) return null;
  return {
    operation: 'resample',
    options: { method, rule, fill_value: zeroFill ? 0 : null },
  };
}

/** contribution: each value as a share of its row's or column's total (contributionMode). */
export function contributionOperator(formData: FormData): PostProcessingRule | null {
  const mode = formData.contributionMode;
  if (mode !== 'row' && mode !== 'column') return null;
  return { operation: 'contribution', options: { orientation: mode } };
}

/** sort: a categorical x-axis ordered by its value or by a metric (x_axis_sort). */
export function sortOperator(
  formData: FormData,
  context: OperatorContext,
): PostProcessingRule | null {
  const by = formData.x_axis_sort;
  if (typeof by !== 'string' || !by) return null;
  const ascending = formData.x_axis_sort_asc !== false;
  if (by === context.xAxisLabel)
    return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by, ascending } };
}

/** flatten: "metric, value" column names and the x-axis as a plain column again. */
export const flattenOperator: PostProcessingRule = { operation: 'flatten' };
