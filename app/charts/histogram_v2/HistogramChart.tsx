import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Histogram: ECharts bars, one series per group, over the server's bins. */
export const HistogramChart = echartsComponent<EchartsOptionProps>(
  [BarChart, GridComponent, LegendComponent, TooltipComponent],
  'HistogramChart',
);
