import type { ChartPlugin } from '../types';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { PieChart } from './PieChart';
import { transformProps } from './transformProps';

/** The pie chart type. */
export const plugin: ChartPlugin<EchartsChartProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: PieChart,
};
