import type { ChartPlugin } from '../types';
import { BigNumberTotalChart } from './BigNumberTotalChart';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { type BigNumberTotalProps, transformProps } from './transformProps';

/** The big number chart type. */
export const plugin: ChartPlugin<BigNumberTotalProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: BigNumberTotalChart,
};
