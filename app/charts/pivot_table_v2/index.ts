import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { PivotTableChart } from './PivotTableChart';
import { type PivotTableProps, transformProps } from './transformProps';

/** The pivot table chart type. */
export const plugin: ChartPlugin<PivotTableProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: PivotTableChart,
};
