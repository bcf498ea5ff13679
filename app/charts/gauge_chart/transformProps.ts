import type { ChartPropsInput } from '../types';
import { CategoricalColorScale, categoricalColors } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { escapeHtml } from '../shared/categorical/labels';
import {
  categoricalItems,
  dimensionLabels,
  metricName,
  numberOrNull,
} from '../shared/categorical/rows';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';
import { GAUGE_RADIUS_SHARE, gaugeTextLayout } from './gaugeTextLayout';

/** Pixels between the arc's inner edge and its axis labels. */
const LABEL_GAP = 8;
const AXIS_COLOR = '#E6EBF8';

const numberList = (text: unknown): number[] =>
  String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter(Number.isFinite);

/**
 * The axis bands of `intervals` ("2,4,5") coloured by `interval_color_indices` ("1,2,4", 1-based
 * into the scheme), as ECharts' [fraction of the range, colour] stops; none when they disagree.
 */
export function intervalBands(
  intervals: unknown,
  colorIndices: unknown,
  min: number,
  max: number,
  colors: string[],
): [number, string][] {
  const bounds = numberList(intervals);
  const indices = numberList(colorIndices);
  if (!bounds.length || bounds.length !== indices.length || max <= min) return [];
  const bands = bounds.map((bound, index): [number, string] => [
    Math.min(1, Math.max(0, (bound - min) / (max - min))),
    colors[((indices[index] ?? 1) - 1 + colors.length) % colors.length] ?? AXIS_COLOR,
  ]);
  // The range beyond the last bound keeps the plain axis colour.
  return (bands.at(-1)?.[0] ?? 1) < 1 ? [...bands, [1, AXIS_COLOR]] : bands;
}

/** Gauge answer → one ECharts gauge with a needle (and progress bar) per row. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  width,
  height,
}: ChartPropsInput): EchartsChartProps {
  const columns = dimensionLabels(formColumns(formData.groupby));
  const items = categoricalItems(queriesData[0], columns, metricName(formData.metric), undefined);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const suffix = String(formData.value_formatter ?? '');
  const formatValue = (value: unknown) => `${format(value)}${suffix}`;
  const scheme = colorScheme ?? (formData.color_scheme as string);
  const scale = new CategoricalColorScale(scheme, labelColors);
  const values = items.map((item) => item.value ?? 0);
  const min = numberOrNull(formData.min_val) ?? Math.min(0, ...values);
  const max = numberOrNull(formData.max_val) ?? Math.max(min + 1, ...values);
  const fontSize = Number(formData.font_size ?? 15);
  const overlap = formData.overlap !== false;
  const progressWidth = 16;
  const tickDistance = -progressWidth - 4;
  const splitLength = 10;
  const startAngle = Number(formData.start_angle ?? 225);
  const endAngle = Number(formData.end_angle ?? -45);
  const text = gaugeTextLayout({
    radius: (GAUGE_RADIUS_SHARE * Math.min(width, height)) / 2,
    startAngle,
    endAngle,
    fontSize,
    labelInset: progressWidth + LABEL_GAP,
    values: items.length,
  });
  const bands = intervalBands(
    formData.intervals,
    formData.interval_color_indices,
    min,
    max,
    categoricalColors(scheme),
  );
  const data = items.map((item, index) => {
    const color = scale.getColor(item.label);
    // Several values: names and values side by side under the centre (offsets in % of the radius).
    const x = `${(index - (items.length - 1) / 2) * Math.min(45, 120 / items.length)}%`;
    return {
      name: columns.length ? item.label : '',
      value: item.value,
      itemStyle: { color },
      title: { offsetCenter: [x, `${text.titleOffset}%`], color, fontSize: text.titleFont },
      detail: { offsetCenter: [x, `${text.valueOffset}%`], color, fontSize: text.valueFont },
      progress: overlap ? undefined : { width: progressWidth - index * 2 },
      tooltipText: `${escapeHtml(item.label)}: ${escapeHtml(formatValue(item.value))}`,
    };
  });
  const option = {
    animation: formData.animation !== false,
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: { tooltipText?: string } }) => params.data?.tooltipText ?? '',
    },
    series: [
      {
        type: 'gauge',
        min,
        max,
        startAngle,
        endAngle,
        splitNumber: Number(formData.split_number ?? 10),
        radius: `${GAUGE_RADIUS_SHARE * 100}%`,
        center: ['50%', '55%'],
        progress: {
          show: formData.show_progress !== false,
          overlap,
          roundCap: formData.round_cap === true,
          width: progressWidth,
        },
        pointer: { show: formData.show_pointer !== false },
        axisLine: {
          roundCap: formData.round_cap === true,
          lineStyle: { width: progressWidth, color: bands.length ? bands : [[1, AXIS_COLOR]] },
        },
        axisTick: { show: formData.show_axis_line_ticks === true, distance: tickDistance },
        splitLine: {
          show: formData.show_split_line === true,
          distance: tickDistance,
          length: splitLength,
        },
        axisLabel: {
          // ECharts puts a label at radius - splitLine.length - (distance + splitLine.distance):
          // this puts it LABEL_GAP inside the arc's inner edge, where ECharts aligns the text
          // towards the centre, so labels stay off the arc and inside the chart box.
          distance: progressWidth + LABEL_GAP - splitLength - tickDistance,
          fontSize: text.labelFont,
          formatter: formatValue,
          color: '#6d6d6d',
        },
        detail: { valueAnimation: formData.animation !== false, formatter: formatValue },
        data,
      },
    ],
  };
  return { option };
}
