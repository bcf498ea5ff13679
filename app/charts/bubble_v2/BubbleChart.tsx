import { ScatterChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Bubble chart: ECharts scatter series with sized symbols. */
export const BubbleChart = echartsComponent<EchartsOptionProps>(
  [ScatterChart, GridComponent, LegendComponent, TooltipComponent],
  'BubbleChart',
);
