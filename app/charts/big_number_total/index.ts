import type { ChartPlugin } from '../types';
import { BigNumberTotalChart } from './BigNumberTotalChart';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { type BigNumberTotalProps, transformProps } from './transformProps';

/** The big number chart type. */
export const plugin: ChartPlugin<BigNumberTotalProps> = {
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: BigNumberTotalChart,
};
