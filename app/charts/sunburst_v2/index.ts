import type { ChartPlugin } from '../types';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { SunburstChart } from './SunburstChart';
import { transformProps } from './transformProps';

/** The sunburst chart type. */
export const plugin: ChartPlugin<EchartsChartProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: SunburstChart,
};
