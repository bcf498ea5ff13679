import type { ChartMetadata } from '../types';

/** The Stepped Line (echarts_timeseries_step) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_timeseries_step',
  name: 'Stepped Line',
  category: 'Evolution',
  description:
    'A line that holds its value until the next reading and then jumps: right for prices, levels and other values that change in steps.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><polyline points='10,46 22,46 22,32 36,32 36,38 48,38 48,18 62,18' fill='none' stroke='#1FA8C9' stroke-width='3'/></svg>",
  tags: ['Aesthetic', 'Time', 'Line', 'Transformable', 'Stacked'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
