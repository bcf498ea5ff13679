import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { TableChart } from './TableChart';
import { type TableChartProps, transformProps } from './transformProps';

/** The table chart type. */
export const plugin: ChartPlugin<TableChartProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: TableChart,
};
