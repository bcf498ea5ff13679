// ECharts series of one query's extracted series: type (line/bar/scatter/smooth/step), stack,
// area, markers, labels, colours, large-data settings.
import type { FormData } from '../../types';
import type { CategoricalColorScale } from '../colorSchemes';
import type { ValueFormatter } from '../formatters';
import type { ExtractedSeries } from './extractSeries';

/** Superset's generic series types (seriesType). */
export type SeriesType = 'line' | 'scatter' | 'smooth' | 'bar' | 'start' | 'middle' | 'end';

/** Above this many points in all, symbols, animation and per-point work are turned off. */
export const LARGE_DATA_POINTS = 5000;

/** How one query's series look (a mixed chart has two of these). */
export interface SeriesStyle {
  seriesType: SeriesType;
  stack: string | null;
  area: boolean;
  opacity: number;
  markerEnabled: boolean;
  markerSize: number;
  showValue: boolean;
  onlyTotal: boolean;
  percentageThreshold: number;
  yAxisIndex: number;
  horizontal: boolean;
  /** Distinguishes two queries' stacks and ids. */
  idPrefix: string;
}

const SERIES_TYPES: SeriesType[] = ['line', 'scatter', 'smooth', 'bar', 'start', 'middle', 'end'];

/** The style of the first query (or the `B` keys of a mixed chart's second query). */
export function seriesStyle(
  formData: FormData,
  defaults: { seriesType: SeriesType },
  b = false,
): SeriesStyle {
  const key = (name: string) => (b ? `${name}B` : name);
  const requested = formData[key('seriesType')] as SeriesType | undefined;
  const stack = formData[key('stack')];
  return {
    seriesType: requested && SERIES_TYPES.includes(requested) ? requested : defaults.seriesType,
    stack:
      stack === 'Stack' || stack === 'Stream' || stack === true
        ? String(stack === true ? 'Stack' : stack)
        : null,
    area: Boolean(formData[key('area')]),
    opacity: Number(formData[key('opacity')] ?? 0.2),
    markerEnabled: Boolean(formData[key('markerEnabled')]),
    markerSize: Number(formData[key('markerSize')] ?? 6),
    showValue: Boolean(formData[key('show_value')]),
    onlyTotal: formData.only_total !== false,
    percentageThreshold: Number(formData.percentage_threshold ?? 0),
    yAxisIndex: Number(formData[key('yAxisIndex')] ?? 0) === 1 ? 1 : 0,
    horizontal: formData.orientation === 'horizontal',
    idPrefix: b ? 'b:' : '',
  };
}

/** Per-x totals of stacked series (only-total labels, stream baseline, thresholds). */
function totalsOf(series: ExtractedSeries[]): Float64Array {
  const n = series[0]?.x.length ?? 0;
  const totals = new Float64Array(n);
  for (const s of series)
    for (let i = 0; i < n; i++) {
      const value = s.y[i] ?? NaN;
      if (!Number.isNaN(value)) totals[i] = (totals[i] ?? 0) + value;
    }
  return totals;
}

/**
 * ECharts data of a series: [x, y] pairs (y null when missing; [y, x] when horizontal), or for
 * large numeric data a flat Float64Array [x0, y0, x1, y1 …], which ECharts copies into its
 * store without reading an array per point.
 */
export function seriesData(
  s: ExtractedSeries,
  horizontal: boolean,
  large: boolean,
): Float64Array | (number | string | null)[][] {
  const n = s.x.length;
  if (large && !horizontal && typeof s.x[0] === 'number') {
    const flat = new Float64Array(n * 2);
    for (let i = 0; i < n; i++) {
      flat[2 * i] = s.x[i] as number;
      flat[2 * i + 1] = s.y[i] ?? NaN;
    }
    return flat;
  }
  const data = new Array<(number | string | null)[]>(n);
  for (let i = 0; i < n; i++) {
    const y = s.y[i] ?? NaN;
    const x = s.x[i] ?? '';
    data[i] = horizontal ? [Number.isNaN(y) ? null : y, x] : [x, Number.isNaN(y) ? null : y];
  }
  return data;
}

interface LabelParams {
  value: unknown;
  dataIndex: number;
}

/** The ECharts series options of one query's series. */
export function seriesOptions(
  series: ExtractedSeries[],
  style: SeriesStyle,
  colors: CategoricalColorScale,
  yFormatter: ValueFormatter,
  selected: Set<string> | null,
): Record<string, unknown>[] {
  const points = series.reduce((total, s) => total + s.x.length, 0);
  const large = points > LARGE_DATA_POINTS;
  const isBar = style.seriesType === 'bar';
  const stackName = style.stack ? `${style.idPrefix}stack` : undefined;
  const totals =
    style.stack && (style.showValue || style.stack === 'Stream') ? totalsOf(series) : null;
  const yAt = style.horizontal ? 0 : 1;
  const out: Record<string, unknown>[] = [];

  if (style.stack === 'Stream' && totals) {
    // A streamgraph: an invisible first layer of -total/2 centres the stack on zero.
    const first = series[0];
    out.push({
      type: 'line',
      id: `${style.idPrefix}stream-baseline`,
      name: '',
      stack: stackName,
      stackStrategy: 'all',
      silent: true,
      showSymbol: false,
      lineStyle: { opacity: 0 },
      tooltip: { show: false },
      yAxisIndex: style.yAxisIndex,
      data: (first?.x ?? []).map((x, i) => [x, -(totals[i] ?? 0) / 2]),
    });
  }

  series.forEach((s, index) => {
    const color = colors.getColor(s.name);
    const dimmed = selected !== null && !selected.has(s.name);
    const data = seriesData(s, style.horizontal, large);
    const isLast = index === series.length - 1;
    const label = style.showValue
      ? {
          show: true,
          position: isBar ? (style.stack ? 'inside' : style.horizontal ? 'right' : 'top') : 'top',
          formatter: ({ value, dataIndex }: LabelParams) => {
            const y = Array.isArray(value) ? (value[yAt] as number | null) : null;
            if (y === null) return '';
            if (totals && style.onlyTotal) return isLast ? yFormatter(totals[dataIndex]) : '';
            if (totals && style.percentageThreshold > 0) {
              const share = (100 * Math.abs(y)) / Math.abs(totals[dataIndex] || 1);
              if (share < style.percentageThreshold) return '';
            }
            return yFormatter(y);
          },
        }
      : { show: false };
    const common = {
      id: `${style.idPrefix}${s.key}`,
      name: s.name,
      data,
      // ECharts reads a flat typed array two values per point only when told the dimensions.
      ...(data instanceof Float64Array ? { dimensions: ['x', 'y'] } : {}),
      yAxisIndex: style.yAxisIndex,
      stack: stackName,
      // A stream stacks on its negative baseline; ECharts stacks same-sign values only by default.
      ...(style.stack === 'Stream' ? { stackStrategy: 'all' } : {}),
      itemStyle: { color, opacity: dimmed ? 0.3 : 1 },
      label:
        totals && style.onlyTotal && isBar && style.showValue
          ? { ...label, position: isLast ? (style.horizontal ? 'right' : 'top') : 'inside' }
          : label,
      emphasis: { focus: 'series' },
      animation: !large,
    };
    if (isBar) {
      out.push({
        ...common,
        type: 'bar',
        large,
        largeThreshold: LARGE_DATA_POINTS,
        barMaxWidth: 60,
      });
      return;
    }
    if (style.seriesType === 'scatter') {
      out.push({
        ...common,
        type: 'scatter',
        symbolSize: style.markerSize,
        large,
        largeThreshold: LARGE_DATA_POINTS,
      });
      return;
    }
    const step = ['start', 'middle', 'end'].includes(style.seriesType) ? style.seriesType : false;
    out.push({
      ...common,
      type: 'line',
      smooth: style.seriesType === 'smooth',
      step,
      connectNulls: false,
      showSymbol: style.markerEnabled && !large,
      symbolSize: style.markerSize,
      sampling: 'lttb',
      lineStyle: {
        width: 1.5,
        type: s.offset ? 'dashed' : 'solid',
        opacity: dimmed ? 0.3 : 1,
      },
      areaStyle:
        style.area || style.stack === 'Stream'
          ? { opacity: dimmed ? 0.1 : style.opacity }
          : undefined,
      progressive: large ? 20000 : 0,
      progressiveThreshold: 20000,
    });
  });
  return out;
}
