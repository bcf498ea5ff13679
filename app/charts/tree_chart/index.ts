import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { TreeChart } from './TreeChart';
import { transformProps } from './transformProps';

export const plugin: ChartPlugin<EchartsOptionProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: TreeChart,
};
