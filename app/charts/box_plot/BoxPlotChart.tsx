import { BoxplotChart, ScatterChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The box plot component: boxes, outlier points, grid and tooltip. */
export const BoxPlotChart = createEchartsChart([
  BoxplotChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
]);
