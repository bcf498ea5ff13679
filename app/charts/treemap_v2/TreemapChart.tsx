import { TreemapChart as EchartsTreemap } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { createEchartsChart } from '../shared/categorical/createEchartsChart';

/** The treemap component: only the treemap and tooltip modules. */
export const TreemapChart = createEchartsChart([EchartsTreemap, TooltipComponent]);
