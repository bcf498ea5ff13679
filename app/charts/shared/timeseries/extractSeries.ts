// Turns a flattened timeseries answer (one row per x, one column per series) into series data
// with plain loops: a 100,000-point line chart must not allocate an object per point.
import type { ChartDataResponseEntry } from '@common/api/chartData';
import { TIME_COMPARISON_SEPARATOR } from './postProcessingOps';

/** One series of the answer. */
export interface ExtractedSeries {
  /** The answer's column name ("SUM(amount), FR"). */
  key: string;
  /** The name shown in the legend and tooltip. */
  name: string;
  /** The time shift it was computed for ('1 year ago'), if any. */
  offset: string | null;
  /** The x values (shared by every series of one answer). */
  x: (number | string)[];
  /** The y values; NaN where the answer has no value. */
  y: Float64Array;
  /** Sum, min, max and mean of its values (series sorting). */
  stats: { sum: number; min: number; max: number; avg: number };
}

/** Options of extraction. */
export interface ExtractOptions {
  xAxisLabel: string;
  metricLabels: string[];
  groupbyCount: number;
  timeOffsets: string[];
  /** Drop the metric from the name when there is one metric and a groupby (truncate_metric). */
  truncateMetric: boolean;
  /** Series sorting (sort_series_type) and direction. */
  sortBy?: 'name' | 'sum' | 'min' | 'max' | 'avg' | string | null;
  ascending?: boolean;
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
};

/** The display name of a column: the shift shown plainly, the lone metric left out. */
export function seriesDisplayName(key: string, options: ExtractOptions): string {
  let name = key;
  for (const offset of options.timeOffsets) {
    const marker = `${TIME_COMPARISON_SEPARATOR}${offset}`;
    if (name.includes(marker)) name = name.replace(marker, `, ${offset}`);
  }
  const [metric] = options.metricLabels;
  if (
    options.truncateMetric &&
    options.metricLabels.length === 1 &&
    options.groupbyCount > 0 &&
    metric !== undefined &&
    name.startsWith(`${metric}, `)
  ) {
    name = name.slice(metric.length + 2);
  }
  return name;
}

function offsetOf(key: string, offsets: string[]): string | null {
  return offsets.find((offset) => key.includes(`${TIME_COMPARISON_SEPARATOR}${offset}`)) ?? null;
}

/** The series of one answer: every column but the x-axis, in the answer's order or sorted. */
export function extractSeries(
  entry: ChartDataResponseEntry,
  options: ExtractOptions,
): { series: ExtractedSeries[]; xValues: (number | string)[] } {
  const rows = entry.data;
  const n = rows.length;
  const xValues = new Array<number | string>(n);
  for (let i = 0; i < n; i++) {
    const raw = rows[i]?.[options.xAxisLabel];
    xValues[i] = typeof raw === 'number' ? raw : String(raw ?? '');
  }
  const keys = (entry.colnames.length ? entry.colnames : Object.keys(rows[0] ?? {})).filter(
    (key) => key !== options.xAxisLabel,
  );
  const series = keys.map((key): ExtractedSeries => {
    const y = new Float64Array(n);
    let sum = 0;
    let min = Infinity;
    let max = -Infinity;
    let count = 0;
    for (let i = 0; i < n; i++) {
      const value = toNumber(rows[i]?.[key]);
      y[i] = value ?? NaN;
      if (value !== null) {
        sum += value;
        count += 1;
        if (value < min) min = value;
        if (value > max) max = value;
      }
    }
    return {
      key,
      name: seriesDisplayName(key, options),
      offset: offsetOf(key, options.timeOffsets),
      x: xValues,
      y,
      stats: { sum, min: count ? min : 0, max: count ? max : 0, avg: count ? sum / count : 0 },
    };
  });
  return { series: sortSeries(series, options.sortBy, options.ascending ?? false), xValues };
}

/** Superset's sort_series_type: by name, or by the sum/min/max/avg of the values. */
export function sortSeries(
  series: ExtractedSeries[],
  sortBy: ExtractOptions['sortBy'],
  ascending: boolean,
): ExtractedSeries[] {
  if (!sortBy) return series;
  const sign = ascending ? 1 : -1;
  const sorted = [...series];
  if (sortBy === 'name') sorted.sort((a, b) => sign * a.name.localeCompare(b.name));
  else if (sortBy === 'sum' || sortBy === 'min' || sortBy === 'max' || sortBy === 'avg')
    sorted.sort((a, b) => sign * (a.stats[sortBy] - b.stats[sortBy]));
  return sorted;
}
