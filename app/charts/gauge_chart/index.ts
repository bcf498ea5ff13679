import type { ChartPlugin } from '../types';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { GaugeChart } from './GaugeChart';
import { transformProps } from './transformProps';

/** The gauge chart type. */
export const plugin: ChartPlugin<EchartsChartProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: GaugeChart,
};
