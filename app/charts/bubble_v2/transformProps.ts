import type { EChartsCoreOption } from 'echarts/core';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import {
  columnKey,
  firstRows,
  flagOf,
  metricKey,
  textOf,
  toNumber,
  toNumberOrNull,
} from '../shared/flow/formValues';
import { getNumberFormatter } from '../shared/formatters';
import type { ChartPropsInput, FormData } from '../types';

/** The smallest bubble drawn, so the smallest value stays visible. */
export const MINIMUM_BUBBLE_SIZE = 5;

/** A bubble: [x, y, size, entity, series]. */
type Bubble = [number | null, number | null, number, string, string];

/** Diameter of a size value: linear from MINIMUM_BUBBLE_SIZE up to twice max_bubble_size. */
export function bubbleSize(value: number, min: number, max: number, maxBubble: number): number {
  const spread = max - min;
  return (spread > 0 ? ((value - min) / spread) * maxBubble * 2 : 0) + MINIMUM_BUBBLE_SIZE;
}

function axis(formData: FormData, which: 'x' | 'y'): Record<string, unknown> {
  const format = getNumberFormatter(
    textOf(formData, which === 'x' ? 'xAxisFormat' : 'yAxisFormat'),
  );
  const boundsValue = formData[`${which}_axis_bounds`];
  const bounds = Array.isArray(boundsValue) ? boundsValue : [];
  const log = flagOf(formData, which === 'x' ? 'logXAxis' : 'logYAxis', false);
  const min = toNumberOrNull(bounds[0]);
  const max = toNumberOrNull(bounds[1]);
  return {
    type: log ? 'log' : 'value',
    scale: true,
    name: textOf(formData, `${which}_axis_label`),
    nameLocation: 'middle',
    nameGap: which === 'x' ? 32 : 56,
    ...(min !== null ? { min } : {}),
    ...(max !== null ? { max } : {}),
    axisLabel: { formatter: (value: number) => format(value), hideOverlap: true },
    splitLine: { lineStyle: { type: 'dashed' } },
  };
}

/** One scatter series per `series` value (or one), bubbles sized by the size metric. */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData } = input;
  const keys = {
    entity: columnKey(formData.entity),
    series: columnKey(formData.series),
    x: metricKey(formData.x),
    y: metricKey(formData.y),
    size: metricKey(formData.size),
  };
  const groups = new Map<string, Bubble[]>();
  for (const row of firstRows(input.queriesData)) {
    const group = keys.series ? String(row[keys.series]) : keys.size;
    const bubbles = groups.get(group) ?? [];
    bubbles.push([
      toNumberOrNull(row[keys.x]),
      toNumberOrNull(row[keys.y]),
      toNumber(row[keys.size], 0),
      String(row[keys.entity]),
      group,
    ]);
    groups.set(group, bubbles);
  }
  const sizes = [...groups.values()].flat().map((bubble) => bubble[2]);
  const [minSize, maxSize] = sizes.length ? [Math.min(...sizes), Math.max(...sizes)] : [0, 0];
  const maxBubble = toNumber(formData.max_bubble_size, 25);
  const colors = new CategoricalColorScale(
    input.colorScheme ?? (formData.color_scheme as string | undefined),
    input.labelColors,
  );
  const sizeFormat = getNumberFormatter(textOf(formData, 'tooltipSizeFormat'));
  const xFormat = getNumberFormatter(textOf(formData, 'xAxisFormat'));
  const yFormat = getNumberFormatter(textOf(formData, 'yAxisFormat'));
  const showLegend = flagOf(formData, 'show_legend', true) && Boolean(keys.series);
  const orient = textOf(formData, 'legendOrientation', 'top');
  const option: EChartsCoreOption = {
    animation: false,
    grid: {
      containLabel: true,
      left: textOf(formData, 'y_axis_label') ? 48 : 16,
      right: 24 + (showLegend && orient === 'right' ? 120 : 0),
      top: 24 + (showLegend && orient === 'top' ? 24 : 0),
      bottom: textOf(formData, 'x_axis_label') ? 40 : 16,
    },
    legend: showLegend
      ? {
          type: 'scroll',
          orient: orient === 'left' || orient === 'right' ? 'vertical' : 'horizontal',
          [orient]: 0,
          data: [...groups.keys()],
        }
      : { show: false },
    tooltip: {
      trigger: 'item',
      formatter: (params: { value?: Bubble }) => {
        const [x, y, size, entity, group] = params.value ?? [null, null, 0, '', ''];
        return [
          keys.series ? `<b>${entity}</b> (${group})` : `<b>${entity}</b>`,
          `${keys.x}: ${xFormat(x)}`,
          `${keys.y}: ${yFormat(y)}`,
          `${keys.size}: ${sizeFormat(size)}`,
        ].join('<br/>');
      },
    },
    xAxis: axis(formData, 'x'),
    yAxis: axis(formData, 'y'),
    series: [...groups].map(([name, data]) => ({
      type: 'scatter',
      name,
      data,
      symbolSize: (value: Bubble) => bubbleSize(value[2], minSize, maxSize, maxBubble),
      itemStyle: { color: colors.getColor(name), opacity: toNumber(formData.opacity, 0.6) },
      emphasis: { focus: 'series' },
    })),
  };
  return { option };
}
