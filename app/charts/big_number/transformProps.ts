import { columnLabel, metricLabel } from '@common/api/chartData';
import type { EChartsCoreOption } from 'echarts/core';
import { formMetrics } from '../shared/buildQueryObject';
import { getNumberFormatter, getTimeFormatter } from '../shared/formatters';
import type { ChartPropsInput } from '../types';
import { baseAxisColumn } from './buildQuery';

/** What the big number with trendline draws. */
export interface BigNumberProps {
  header: string;
  subheader: string;
  change: { text: string; direction: 'up' | 'down' | 'flat' } | null;
  timestamp: string | null;
  headerFontSize: number;
  subheaderFontSize: number;
  /** The trendline's ECharts option, or null when hidden or without points. */
  trendline: EChartsCoreOption | null;
}

const proportion = (value: unknown, fallback: number) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 && number <= 1 ? number : fallback;
};

const TREND_COLOR = '#20A7C9';
const percentChange = getNumberFormatter('+.1%');

/**
 * The last value as the big number, its change over `compare_lag` periods (coloured by sign),
 * and the series as a trendline.
 */
export function transformProps({ formData, queriesData }: ChartPropsInput): BigNumberProps {
  const rows = queriesData[0]?.data ?? [];
  const metric = formMetrics(formData.metric)[0];
  const metricKey = metric ? metricLabel(metric) : '';
  const axis = baseAxisColumn(formData);
  const xKey = axis ? columnLabel(axis) : '';
  const points = rows
    .map((row) => [Number(row[xKey]), row[metricKey]] as const)
    .filter(([x]) => Number.isFinite(x))
    .map(
      ([x, y]) =>
        [x, typeof y === 'number' && Number.isFinite(y) ? y : null] as [number, number | null],
    )
    .sort((a, b) => a[0] - b[0]);
  const withValues = points.filter((point): point is [number, number] => point[1] !== null);
  const last = withValues[withValues.length - 1];
  const numberFormat = getNumberFormatter(formData.y_axis_format as string | undefined);
  const timeFormat = getTimeFormatter(formData.time_format as string | undefined);

  let change: BigNumberProps['change'] = null;
  const lag = Math.trunc(Number(formData.compare_lag));
  if (last && Number.isFinite(lag) && lag > 0) {
    // Superset compares with the point `lag` periods before the last one, gaps included.
    const lastIndex = points.findIndex((point) => point[0] === last[0]);
    const previous = points[lastIndex - lag]?.[1];
    if (previous !== undefined && previous !== null && previous !== 0) {
      const ratio = (last[1] - previous) / Math.abs(previous);
      const suffix = typeof formData.compare_suffix === 'string' ? formData.compare_suffix : '';
      change = {
        text: `${percentChange(ratio)}${suffix ? ` ${suffix}` : ''}`,
        direction: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'flat',
      };
    }
  }

  // Superset's control defaults to a zero-based axis.
  const atZero =
    formData.start_y_axis_at_zero === undefined || Boolean(formData.start_y_axis_at_zero);
  const showTrendline = formData.show_trend_line === undefined || Boolean(formData.show_trend_line);
  const trendline: EChartsCoreOption | null =
    showTrendline && points.length > 1
      ? {
          animation: false,
          grid: { left: 0, right: 0, top: 4, bottom: 0, containLabel: false },
          xAxis: { type: 'time', show: false },
          yAxis: {
            type: 'value',
            show: false,
            scale: !atZero,
            min: atZero ? 0 : undefined,
          },
          tooltip: {
            trigger: 'axis',
            confine: true,
            formatter: (params: unknown) => {
              const [first] = params as { value: [number, number | null] }[];
              if (!first) return '';
              return `${timeFormat(first.value[0])}<br/><b>${numberFormat(first.value[1])}</b>`;
            },
          },
          series: [
            {
              type: 'line',
              data: points,
              showSymbol: false,
              connectNulls: false,
              lineStyle: { color: TREND_COLOR, width: 2 },
              itemStyle: { color: TREND_COLOR },
              areaStyle: { color: TREND_COLOR, opacity: 0.15 },
            },
          ],
        }
      : null;

  return {
    header: last ? numberFormat(last[1]) : 'No data',
    subheader: typeof formData.subheader === 'string' ? formData.subheader : '',
    change,
    timestamp: last && formData.show_timestamp ? timeFormat(last[0]) : null,
    headerFontSize: proportion(formData.header_font_size, 0.4),
    subheaderFontSize: proportion(formData.subheader_font_size, 0.15),
    trendline,
  };
}
