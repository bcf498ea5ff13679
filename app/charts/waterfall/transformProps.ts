import { columnLabel } from '@common/api/chartData';
import type { ChartPropsInput } from '../types';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { escapeHtml } from '../shared/categorical/labels';
import { dimensionFormatter, metricName, numberOrNull } from '../shared/categorical/rows';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';
import { xAxisColumn } from './buildQuery';

type Rgba = { r: number; g: number; b: number; a?: number };

/** A colour picker value ({r,g,b,a}) as CSS, or the fallback. */
export function rgbaText(value: unknown, fallback: string): string {
  const color = value as Partial<Rgba> | null | undefined;
  if (
    !color ||
    typeof color.r !== 'number' ||
    typeof color.g !== 'number' ||
    typeof color.b !== 'number'
  )
    return fallback;
  return `rgba(${color.r}, ${color.g}, ${color.b}, ${color.a ?? 1})`;
}

/** One bar of the waterfall: its category, change, the base it floats on, and whether it is the total. */
export interface WaterfallStep {
  category: string;
  delta: number;
  base: number;
  kind: 'increase' | 'decrease' | 'total';
}

/**
 * Running sums as floating bars: an increase starts at the sum before it, a decrease ends
 * there; the total (when asked) is the last sum from zero.
 */
export function waterfallSteps(
  points: { category: string; value: number }[],
  withTotal: boolean,
): WaterfallStep[] {
  let sum = 0;
  const steps: WaterfallStep[] = points.map(({ category, value }) => {
    const step: WaterfallStep =
      value >= 0
        ? { category, delta: value, base: sum, kind: 'increase' }
        : { category, delta: value, base: sum + value, kind: 'decrease' };
    sum += value;
    return step;
  });
  if (withTotal) steps.push({ category: 'Total', delta: sum, base: 0, kind: 'total' });
  return steps;
}

const SERIES_NAMES = { increase: 'Increase', decrease: 'Decrease', total: 'Total' } as const;

/** Waterfall answer → stacked bars over a transparent base (Superset's waterfall). */
export function transformProps({ formData, queriesData }: ChartPropsInput): EchartsChartProps {
  const entry = queriesData[0];
  const x = xAxisColumn(formData);
  const xName = x ? columnLabel(x) : '';
  const [breakdown] = formColumns(formData.groupby).map(columnLabel);
  const metric = metricName(formData.metric);
  const format = getNumberFormatter(formData.y_axis_format as string | undefined);
  const xFormat = dimensionFormatter(entry, xName, formData.x_axis_time_format);
  const points = (entry?.data ?? []).map((row) => ({
    category: breakdown
      ? `${xFormat(row[xName])}\n${String(row[breakdown] ?? '<NULL>')}`
      : xFormat(row[xName]),
    value: numberOrNull(row[metric]) ?? 0,
  }));
  const steps = waterfallSteps(points, formData.show_total !== false);
  const colors = {
    increase: rgbaText(formData.increase_color, 'rgba(90, 193, 137, 1)'),
    decrease: rgbaText(formData.decrease_color, 'rgba(224, 67, 85, 1)'),
    total: rgbaText(formData.total_color, 'rgba(102, 102, 102, 1)'),
  };
  const label = {
    show: formData.show_value !== false,
    position: 'top',
    formatter: (params: { value?: unknown; dataIndex: number }) => {
      const step = steps[params.dataIndex];
      return step ? format(step.delta) : '';
    },
  };
  const barSeries = (kind: WaterfallStep['kind']) => ({
    name: SERIES_NAMES[kind],
    type: 'bar',
    stack: 'waterfall',
    itemStyle: { color: colors[kind] },
    label,
    data: steps.map((step) => (step.kind === kind ? Math.abs(step.delta) : '-')),
  });
  const option = {
    grid: {
      left: 16,
      right: 16,
      bottom: formData.x_axis_label ? 36 : 16,
      top: formData.show_legend !== false ? 40 : 16,
      containLabel: true,
    },
    legend: { show: formData.show_legend !== false, top: 0, data: Object.values(SERIES_NAMES) },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      formatter: (params: { dataIndex: number }[]) => {
        const step = steps[params[0]?.dataIndex ?? -1];
        if (!step) return '';
        const name = escapeHtml(step.category.replace('\n', ' · '));
        return `${name}<br/>${escapeHtml(SERIES_NAMES[step.kind])}: ${escapeHtml(format(step.delta))}`;
      },
    },
    xAxis: {
      type: 'category',
      data: steps.map((step) => step.category),
      name: String(formData.x_axis_label ?? ''),
      nameLocation: 'middle',
      nameGap: 32,
    },
    yAxis: {
      type: 'value',
      name: String(formData.y_axis_label ?? ''),
      nameLocation: 'middle',
      nameGap: 44,
      axisLabel: { formatter: (value: number) => format(value) },
    },
    series: [
      {
        name: 'Assist',
        type: 'bar',
        stack: 'waterfall',
        silent: true,
        itemStyle: { color: 'transparent' },
        emphasis: { disabled: true },
        data: steps.map((step) => step.base),
      },
      barSeries('increase'),
      barSeries('decrease'),
      barSeries('total'),
    ],
  };
  return { option };
}
