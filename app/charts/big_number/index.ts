import type { ChartPlugin } from '../types';
import { BigNumberChart } from './BigNumberChart';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { type BigNumberProps, transformProps } from './transformProps';

/** The big number with trendline chart type. */
export const plugin: ChartPlugin<BigNumberProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: BigNumberChart,
};
