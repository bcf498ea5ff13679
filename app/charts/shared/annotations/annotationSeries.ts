import type { ChartDataResponseEntry } from '@common/api/chartData';

/** GenericDataType of common/api: 0 numeric, 1 string, 2 temporal, 3 boolean. */
const NUMERIC = 0;
const TEMPORAL = 2;

/** One series of a TIME_SERIES annotation layer. */
export interface AnnotationSeries {
  key: string;
  values: { x: number; y: number }[];
}

/**
 * Another chart's answer as line series: x is its temporal column (epoch ms), one series per
 * numeric column and per combination of its text columns (groupby), named like the chart's legend.
 */
export function annotationSeries(entry: ChartDataResponseEntry): AnnotationSeries[] {
  const columns = entry.colnames;
  const typeOf = (name: string) => entry.coltypes[columns.indexOf(name)];
  const x =
    columns.find((name) => name === '__timestamp') ??
    columns.find((name) => typeOf(name) === TEMPORAL);
  if (x === undefined) return [];
  const metrics = columns.filter((name) => name !== x && typeOf(name) === NUMERIC);
  const groups = columns.filter((name) => name !== x && !metrics.includes(name));
  const series = new Map<string, AnnotationSeries>();
  for (const row of entry.data) {
    const time = toEpoch(row[x]);
    if (time === undefined) continue;
    const group = groups.map((name) => String(row[name] ?? ''));
    for (const metric of metrics) {
      const y = row[metric];
      if (typeof y !== 'number' || !Number.isFinite(y)) continue;
      // Superset's names: the metric alone, or with the group values when there are groups.
      const key =
        group.length === 0
          ? metric
          : metrics.length === 1
            ? group.join(', ')
            : [metric, ...group].join(', ');
      let target = series.get(key);
      if (!target) series.set(key, (target = { key, values: [] }));
      target.values.push({ x: time, y });
    }
  }
  for (const one of series.values()) one.values.sort((a, b) => a.x - b.x);
  return [...series.values()];
}

function toEpoch(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}
