import type { ChartPropsInput } from '../types';
import {
  type TimeseriesProps,
  transformTimeseries,
} from '../shared/timeseries/transformTimeseries';

/** The Stepped Line's ECharts option (start series unless the form data says otherwise). */
export function transformProps(input: ChartPropsInput): TimeseriesProps {
  return transformTimeseries({ ...input, formData: input.formData }, { seriesType: 'start' });
}
