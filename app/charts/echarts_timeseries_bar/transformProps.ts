import type { ChartPropsInput } from '../types';
import {
  type TimeseriesProps,
  transformTimeseries,
} from '../shared/timeseries/transformTimeseries';

/** The Bar Chart's ECharts option (bar series unless the form data says otherwise). */
export function transformProps(input: ChartPropsInput): TimeseriesProps {
  return transformTimeseries({ ...input, formData: input.formData }, { seriesType: 'bar' });
}
