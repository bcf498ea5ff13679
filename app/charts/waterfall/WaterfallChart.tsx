import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The waterfall component: stacked bars on a grid, with legend and tooltip. */
export const WaterfallChart = createEchartsChart([
  BarChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
]);
