import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { metadata } from './metadata';
import { HeatmapChart } from './HeatmapChart';
import { transformProps } from './transformProps';

export const plugin: ChartPlugin<EchartsOptionProps> = {
  metadata,
  buildQuery,
  transformProps,
  Component: HeatmapChart,
};
