import type { ChartPropsInput } from '../types';
import {
  type TimeseriesProps,
  transformTimeseries,
} from '../shared/timeseries/transformTimeseries';

/** The Scatter Plot's ECharts option (scatter series unless the form data says otherwise). */
export function transformProps(input: ChartPropsInput): TimeseriesProps {
  return transformTimeseries({ ...input, formData: input.formData }, { seriesType: 'scatter' });
}
