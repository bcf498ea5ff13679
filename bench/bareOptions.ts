// The ECharts options G7's bare page draws: the line chart type's own transform applied to the
// dashboard's answers, as JSON (functions such as formatters dropped, so the bare page formats
// with ECharts' defaults), without animation, as the dashboard draws them.
import type { ChartDataResponseEntry } from '@common/api/chartData';
import { transformProps } from '../app/charts/echarts_timeseries_line/transformProps';
import type { FormData } from '../app/charts/types';
import type { BareOption } from './bareEchartsPage';

/** The bare page's option for one dashboard chart's form data and answer, at its chart size. */
export function bareOption(
  formData: FormData,
  entry: ChartDataResponseEntry,
  size: { width: number; height: number },
): BareOption {
  const { option } = transformProps({ formData, queriesData: [entry], datasource: null, ...size });
  // Typed arrays (large series) become plain arrays; functions are dropped by JSON itself.
  const json = JSON.parse(
    JSON.stringify(option, (_key, value: unknown) =>
      ArrayBuffer.isView(value) ? Array.from(value as Float64Array) : value,
    ),
  ) as BareOption;
  const still = (series: unknown) => ({ ...(series as object), animation: false });
  return {
    ...json,
    animation: false,
    series: Array.isArray(json.series) ? json.series.map(still) : json.series,
  };
}
