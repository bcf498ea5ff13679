import { PieChart as EchartsPie } from 'echarts/charts';
import { GraphicComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The pie component: only the pie, legend, tooltip and graphic (total) modules. */
export const PieChart = createEchartsChart([
  EchartsPie,
  LegendComponent,
  TooltipComponent,
  GraphicComponent,
]);
