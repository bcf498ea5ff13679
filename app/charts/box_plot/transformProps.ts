import type { ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { escapeHtml } from '../shared/categorical/labels';
import {
  dimensionFormatter,
  dimensionLabels,
  metricName,
  numberOrNull,
} from '../shared/categorical/rows';
import { formColumns, formMetrics } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';

const STATS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;
const STAT_LABELS = [
  'Min',
  '1st quartile',
  'Median',
  '3rd quartile',
  'Max',
  'Mean',
  '# Observations',
];

/** One box: its category name, the five numbers ECharts draws, mean and count, and outliers. */
export interface Box {
  name: string;
  stats: (number | null)[];
  outliers: number[];
}

/** Boxes of the server's boxplot answer: one per row and metric (`<metric>__min` … `__outliers`). */
export function boxesOf(
  rows: Record<string, unknown>[],
  series: string[],
  metrics: string[],
  format: (value: unknown, column: string) => string,
): Box[] {
  return rows.flatMap((row) => {
    const group = series.map((column) => format(row[column], column)).join(', ');
    return metrics.map((metric) => ({
      // One metric: boxes are named by their series; several: by series and metric.
      name: metrics.length === 1 ? group || metric : group ? `${group}, ${metric}` : metric,
      stats: STATS.map((stat) => numberOrNull(row[`${metric}__${stat}`])),
      outliers: (Array.isArray(row[`${metric}__outliers`])
        ? (row[`${metric}__outliers`] as unknown[])
        : []
      )
        .map(numberOrNull)
        .filter((value): value is number => value !== null),
    }));
  });
}

/** Box plot answer → ECharts boxplot series plus an outlier scatter series. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
}: ChartPropsInput): EchartsChartProps {
  const entry = queriesData[0];
  const series = dimensionLabels(formColumns(formData.groupby));
  const metrics = formMetrics(formData.metrics).map(metricName);
  const formatters = new Map(
    series.map((column) => [column, dimensionFormatter(entry, column, formData.date_format)]),
  );
  const boxes = boxesOf(
    entry?.data ?? [],
    series,
    metrics,
    (value, column) => formatters.get(column)?.(value) ?? String(value),
  );
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const scale = new CategoricalColorScale(
    colorScheme ?? (formData.color_scheme as string),
    labelColors,
  );
  const option = {
    grid: { left: 16, right: 16, top: 24, bottom: 16, containLabel: true },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { seriesType?: string; name?: string; data?: unknown }) => {
        const name = `<b>${escapeHtml(params.name ?? '')}</b>`;
        if (params.seriesType === 'scatter') {
          const [, value] = (params.data as [string, number]) ?? [];
          return `${name}<br/>Outlier: ${escapeHtml(format(value))}`;
        }
        const box = boxes.find((candidate) => candidate.name === params.name);
        if (!box) return name;
        const lines = box.stats.map(
          (value, index) =>
            `${STAT_LABELS[index]}: ${escapeHtml(index === 6 ? String(value ?? 'N/A') : format(value))}`,
        );
        if (box.outliers.length) lines.push(`# Outliers: ${box.outliers.length}`);
        return [name, ...lines].join('<br/>');
      },
    },
    xAxis: {
      type: 'category',
      data: boxes.map((box) => box.name),
      axisLabel: { hideOverlap: true },
    },
    yAxis: {
      type: 'value',
      scale: true,
      axisLabel: { formatter: (value: number) => format(value) },
    },
    series: [
      {
        name: 'boxplot',
        type: 'boxplot',
        data: boxes.map((box) => ({
          name: box.name,
          value: box.stats.slice(0, 5),
          itemStyle: { color: scale.getColor(box.name), borderColor: '#484848', opacity: 0.8 },
        })),
      },
      {
        name: 'outlier',
        type: 'scatter',
        symbolSize: 6,
        data: boxes.flatMap((box) =>
          box.outliers.map((value) => ({
            name: box.name,
            value: [box.name, value],
            itemStyle: { color: scale.getColor(box.name) },
          })),
        ),
      },
    ],
  };
  return { option };
}
