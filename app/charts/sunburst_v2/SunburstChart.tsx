import { SunburstChart as EchartsSunburst } from 'echarts/charts';
import { GraphicComponent, TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The sunburst component: only the sunburst, tooltip and graphic (total) modules. */
export const SunburstChart = createEchartsChart([
  EchartsSunburst,
  TooltipComponent,
  GraphicComponent,
]);
