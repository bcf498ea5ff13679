import { TreeChart as EchartsTree } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Tree chart: an ECharts tree series over the client-built hierarchy. */
export const TreeChart = echartsComponent<EchartsOptionProps>(
  [EchartsTree, TooltipComponent],
  'TreeChart',
);
