import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { BubbleChart } from './BubbleChart';
import { transformProps } from './transformProps';

export const plugin: ChartPlugin<EchartsOptionProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: BubbleChart,
};
