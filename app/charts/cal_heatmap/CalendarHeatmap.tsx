import { HeatmapChart } from 'echarts/charts';
import {
  CalendarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Calendar heatmap: ECharts heatmap series on calendar coordinates, one per domain. */
export const CalendarHeatmap = echartsComponent<EchartsOptionProps>(
  [HeatmapChart, CalendarComponent, TitleComponent, TooltipComponent, VisualMapComponent],
  'CalendarHeatmap',
);
