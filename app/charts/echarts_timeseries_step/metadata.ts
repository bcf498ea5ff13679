import type { ChartMetadata } from '../types';

/** The Stepped Line (echarts_timeseries_step) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_timeseries_step',
  name: 'Stepped Line',
  category: 'Evolution',
  description:
    'Stepped-line graph (also called step chart) is a variation of line chart but with the line forming a series of steps between data points. A step chart can be useful when you want to show the changes that occur at irregular intervals.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><polyline points='10,46 22,46 22,32 36,32 36,38 48,38 48,18 62,18' fill='none' stroke='#1FA8C9' stroke-width='3'/></svg>",
  tags: ['Aesthetic', 'Time', 'Line', 'Transformable', 'Stacked'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
