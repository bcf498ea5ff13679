import type { ChartPropsInput } from '../types';
import {
  type TimeseriesProps,
  transformTimeseries,
} from '../shared/timeseries/transformTimeseries';

/** The Line Chart's ECharts option (line series unless the form data says otherwise). */
export function transformProps(input: ChartPropsInput): TimeseriesProps {
  return transformTimeseries({ ...input, formData: input.formData }, { seriesType: 'line' });
}
