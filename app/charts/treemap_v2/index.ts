import type { ChartPlugin } from '../types';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { TreemapChart } from './TreemapChart';
import { transformProps } from './transformProps';

/** The treemap chart type. */
export const plugin: ChartPlugin<EchartsChartProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: TreemapChart,
};
