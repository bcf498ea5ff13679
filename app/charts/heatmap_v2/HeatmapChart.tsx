import { HeatmapChart as EchartsHeatmap } from 'echarts/charts';
import { GridComponent, TooltipComponent, VisualMapComponent } from 'echarts/components';
import { echartsComponent, type EchartsOptionProps } from '../shared/flow/echartsComponent';

/** The Heatmap: an ECharts heatmap series on a category × category grid. */
export const HeatmapChart = echartsComponent<EchartsOptionProps>(
  [EchartsHeatmap, GridComponent, TooltipComponent, VisualMapComponent],
  'HeatmapChart',
);
