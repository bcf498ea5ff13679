import { GaugeChart as EchartsGauge } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The gauge component: only the gauge and tooltip modules. */
export const GaugeChart = createEchartsChart([EchartsGauge, TooltipComponent]);
