import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { GraphChart } from './GraphChart';
import { transformProps } from './transformProps';

export const plugin: ChartPlugin<EchartsOptionProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: GraphChart,
};
