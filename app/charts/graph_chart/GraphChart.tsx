import { GraphChart as EchartsGraph } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Graph chart: an ECharts graph series (force or circular layout). */
export const GraphChart = echartsComponent<EchartsOptionProps>(
  [EchartsGraph, LegendComponent, TooltipComponent],
  'GraphChart',
);
