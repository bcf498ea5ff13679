import type { ChartMetadata } from '../types';

/** The Smooth Line (echarts_timeseries_smooth) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_timeseries_smooth',
  name: 'Smooth Line',
  category: 'Evolution',
  description: 'A line chart drawn with curves instead of corners, for a calmer look at a trend.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><path d='M10 46C20 20 30 44 40 28S56 14 62 22' fill='none' stroke='#1FA8C9' stroke-width='3'/></svg>",
  tags: ['Aesthetic', 'Time', 'Line', 'Transformable', 'Stacked'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
