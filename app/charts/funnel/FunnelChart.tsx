import { FunnelChart as EchartsFunnel } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The funnel component: only the funnel, legend and tooltip modules. */
export const FunnelChart = createEchartsChart([EchartsFunnel, LegendComponent, TooltipComponent]);
