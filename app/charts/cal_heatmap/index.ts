import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import type { ChartPlugin } from '../types';
import { buildQuery } from './buildQuery';
import { controlPanel } from './controlPanel';
import { metadata } from './metadata';
import { CalendarHeatmap } from './CalendarHeatmap';
import { transformProps } from './transformProps';

export const plugin: ChartPlugin<EchartsOptionProps> = {
  metadata,
  controlPanel,
  buildQuery,
  transformProps,
  Component: CalendarHeatmap,
};
