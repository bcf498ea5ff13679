import type { ChartPlugin } from '../types';
import { TimeseriesChart } from '../shared/timeseries/TimeseriesChart';
import type { TimeseriesProps } from '../shared/timeseries/transformTimeseries';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { transformProps } from './transformProps';

/** The Stepped Line chart type. */
export const plugin: ChartPlugin<TimeseriesProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: TimeseriesChart,
};
