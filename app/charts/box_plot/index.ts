import type { ChartPlugin } from '../types';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { BoxPlotChart } from './BoxPlotChart';
import { transformProps } from './transformProps';

/** The box plot chart type. */
export const plugin: ChartPlugin<EchartsChartProps> = {
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: BoxPlotChart,
};
