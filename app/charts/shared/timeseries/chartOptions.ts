// The non-series parts of a timeseries ECharts option: axes, grid, legend, tooltip, zoom.
import type { FormData } from '../../types';
import { getNumberFormatter, getTimeFormatter, type ValueFormatter } from '../formatters';
import { textWidth } from '../textWidth';
import { timeAxisMinInterval } from './timeAxisInterval';

/** The x-axis kind: time (temporal column), value (numeric) or category (text, bars). */
export type XAxisKind = 'time' | 'value' | 'category';

const num = (value: unknown, fallback: number): number => {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number)
    ? number
    : fallback;
};

/** y_axis_bounds as [min, max], each undefined when open (BoundsControl). */
export function axisBounds(value: unknown): [number | undefined, number | undefined] {
  const [min, max] = Array.isArray(value) ? value : [];
  const bound = (v: unknown) =>
    v === null || v === undefined || v === '' || !Number.isFinite(Number(v))
      ? undefined
      : Number(v);
  return [bound(min), bound(max)];
}

/** The category/time/value x-axis option. */
export function xAxisOption(
  formData: FormData,
  kind: XAxisKind,
  xFormatter: ValueFormatter,
  /** A time axis's values and the chart's width: its step then keeps every label readable. */
  fit?: { x: ArrayLike<number | string>; width: number },
): Record<string, unknown> {
  const title = String(formData.x_axis_title ?? '');
  const rotated = num(formData.xAxisLabelRotation, 0) !== 0;
  const minInterval =
    kind === 'time' && fit && !rotated ? timeAxisMinInterval(fit.x, fit.width) : 0;
  return {
    type: kind,
    name: title,
    nameLocation: 'middle',
    nameGap: num(formData.x_axis_title_margin, 30),
    axisLabel: {
      hideOverlap: true,
      rotate: num(formData.xAxisLabelRotation, 0),
      ...(kind === 'category' ? {} : { formatter: (value: number) => xFormatter(value) }),
    },
    ...(kind === 'category' ? {} : { min: 'dataMin', max: 'dataMax' }),
    ...(minInterval ? { minInterval } : {}),
    minorTick: { show: Boolean(formData.minorTicks) },
  };
}

/** A value (or log) y-axis with its format, bounds and title. */
export function yAxisOption(
  formData: FormData,
  yFormatter: ValueFormatter,
  options: { formatKey?: string; position?: 'left' | 'right'; logKey?: string } = {},
): Record<string, unknown> {
  const log = Boolean(formData[options.logKey ?? 'logAxis']);
  const truncate = Boolean(formData.truncateYAxis);
  const [min, max] = truncate ? axisBounds(formData.y_axis_bounds) : [undefined, undefined];
  const title = options.position === 'right' ? '' : String(formData.y_axis_title ?? '');
  const titleOnTop = formData.y_axis_title_position === 'Top';
  return {
    type: log ? 'log' : 'value',
    position: options.position ?? 'left',
    name: title,
    nameLocation: titleOnTop ? 'end' : 'middle',
    nameGap: titleOnTop ? 10 : num(formData.y_axis_title_margin, 30),
    scale: truncate,
    min,
    max,
    // Horizontal bars put this axis across the bottom, where wide numbers collide.
    axisLabel: { hideOverlap: true, formatter: (value: number) => yFormatter(value) },
    minorTick: { show: Boolean(formData.minorSplitLine) },
    minorSplitLine: { show: Boolean(formData.minorSplitLine) },
    splitLine: { show: options.position !== 'right' },
  };
}

/** The legend (show_legend, legendType, legendOrientation), with remembered selection. */
export function legendOption(
  formData: FormData,
  names: string[],
  selected?: Record<string, boolean>,
): Record<string, unknown> {
  const orientation = String(formData.legendOrientation ?? 'top');
  const vertical = orientation === 'left' || orientation === 'right';
  return {
    show: formData.show_legend !== false,
    type: formData.legendType === 'plain' ? 'plain' : 'scroll',
    orient: vertical ? 'vertical' : 'horizontal',
    [orientation]: 0,
    ...(vertical ? { top: 'middle' } : { left: 'center' }),
    data: names,
    ...(selected ? { selected } : {}),
  };
}

/** Space around the plot for the legend, the axis titles and the zoom slider. */
export function gridOption(formData: FormData, horizontal = false): Record<string, number> {
  const legend = formData.show_legend !== false;
  const orientation = String(formData.legendOrientation ?? 'top');
  const xTitle = formData.x_axis_title ? num(formData.x_axis_title_margin, 30) : 0;
  const yTitle = formData.y_axis_title ? num(formData.y_axis_title_margin, 30) : 0;
  const zoom = formData.zoomable ? 40 : 0;
  const legendRoom = (side: string) => (legend && orientation === side ? 110 : 0);
  const legendTop = legend && orientation === 'top' ? 30 : 0;
  const legendBottom = legend && orientation === 'bottom' ? 30 : 0;
  const [bottomTitle, leftTitle] = horizontal ? [yTitle, xTitle] : [xTitle, yTitle];
  return {
    top: 20 + legendTop,
    bottom: 20 + legendBottom + bottomTitle + zoom,
    left: 20 + legendRoom('left') + leftTitle,
    right: 30 + legendRoom('right'),
    containLabel: 1,
  };
}

/** Slider and mouse-wheel zoom on the x-axis (zoomable). */
export function dataZoomOption(formData: FormData, horizontal = false): unknown[] {
  if (!formData.zoomable) return [];
  const axis = horizontal ? { yAxisIndex: 0 } : { xAxisIndex: 0 };
  return [
    { type: 'slider', ...axis, bottom: 10, height: 20, start: 0, end: 100 },
    { type: 'inside', ...axis, start: 0, end: 100 },
  ];
}

interface TooltipParam {
  seriesName?: string;
  marker?: string;
  value?: unknown;
  axisValue?: unknown;
  componentType?: string;
}

/** The tooltip: every series at the hovered x (rich_tooltip) or only the hovered point. */
export function tooltipOption(
  formData: FormData,
  kind: XAxisKind,
  yFormatter: ValueFormatter,
  horizontal = false,
  /** A series' own formatter (a mixed chart's secondary axis), else yFormatter. */
  formatterOf?: (seriesName: string) => ValueFormatter | undefined,
): Record<string, unknown> {
  const xFormatter =
    kind === 'time'
      ? getTimeFormatter((formData.tooltipTimeFormat as string) || null)
      : (value: unknown) => String(value);
  const [xAt, yAt] = horizontal ? [1, 0] : [0, 1];
  const rich = formData.rich_tooltip !== false;
  return {
    trigger: rich ? 'axis' : 'item',
    confine: true,
    appendToBody: false,
    formatter: (params: TooltipParam | TooltipParam[]) => {
      const list = Array.isArray(params) ? params : [params];
      const first = list[0];
      if (!first) return '';
      if (first.componentType === 'markLine' || first.componentType === 'markArea') return '';
      const pointX = Array.isArray(first.value) ? first.value[xAt] : first.axisValue;
      const rows = list
        .filter((param) => Array.isArray(param.value) && param.value[yAt] !== null)
        .map((param) => {
          const value = (param.value as unknown[])[yAt];
          const format = formatterOf?.(param.seriesName ?? '') ?? yFormatter;
          return `${param.marker ?? ''}${escapeHtml(param.seriesName ?? '')}: <b>${escapeHtml(format(value))}</b>`;
        });
      return [`<b>${escapeHtml(xFormatter(pointX))}</b>`, ...rows].join('<br/>');
    },
  };
}

/** Series names and values are user data: escaped before ECharts puts them in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The y formatter of form data (contribution shares default to percentages). */
export function yFormatterOf(formData: FormData, key = 'y_axis_format'): ValueFormatter {
  const format = formData[key] as string | undefined;
  if (formData.contributionMode && (!format || format === 'SMART_NUMBER'))
    return getNumberFormatter(',.0%');
  return getNumberFormatter(format);
}

/** Px ECharts leaves between a bar's end and its value label, and a little air after it. */
const VALUE_LABEL_PAD = 12;

/**
 * Px a horizontal bar chart keeps right of the plot for the value labels at its bars' ends (the
 * grid's `containLabel` holds the axis labels only): the widest of the labels the largest and
 * smallest values (or stack totals) get. 0 when no label sits past a bar's end.
 */
export function valueLabelRoom(
  series: { stats: { min: number; max: number } }[],
  style: { horizontal: boolean; showValue: boolean; stack: string | null; onlyTotal: boolean },
  format: (value: number) => string,
): number {
  if (!style.horizontal || !style.showValue || (style.stack && !style.onlyTotal)) return 0;
  const values = style.stack
    ? [series.reduce((sum, s) => sum + Math.max(0, s.stats.max), 0)]
    : series.flatMap((s) => [s.stats.max, s.stats.min]);
  const widths = values.filter(Number.isFinite).map((value) => textWidth(format(value)));
  return widths.length ? Math.max(...widths) + VALUE_LABEL_PAD : 0;
}
