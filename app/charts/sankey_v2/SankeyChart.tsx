import { SankeyChart as EchartsSankey } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Sankey chart: an ECharts sankey series. */
export const SankeyChart = echartsComponent<EchartsOptionProps>(
  [EchartsSankey, TooltipComponent],
  'SankeyChart',
);
