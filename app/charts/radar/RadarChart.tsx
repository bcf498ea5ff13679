import { RadarChart as EchartsRadar } from 'echarts/charts';
import { LegendComponent, RadarComponent, TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The radar component: only the radar chart, radar axes, legend and tooltip modules. */
export const RadarChart = createEchartsChart([
  EchartsRadar,
  RadarComponent,
  LegendComponent,
  TooltipComponent,
]);
