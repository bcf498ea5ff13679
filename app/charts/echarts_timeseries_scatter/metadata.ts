import type { ChartMetadata } from '../types';

/** The Scatter Plot (echarts_timeseries_scatter) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_timeseries_scatter',
  name: 'Scatter Plot',
  category: 'Correlation',
  description:
    'Unjoined points along the x-axis, for values where the line between two readings would mean nothing.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><circle cx='14' cy='44' r='3' fill='#1FA8C9'/><circle cx='22' cy='36' r='3' fill='#1FA8C9'/><circle cx='30' cy='40' r='3' fill='#454E7C'/><circle cx='38' cy='26' r='3' fill='#1FA8C9'/><circle cx='46' cy='30' r='3' fill='#454E7C'/><circle cx='54' cy='18' r='3' fill='#1FA8C9'/><circle cx='60' cy='24' r='3' fill='#454E7C'/></svg>",
  tags: ['Aesthetic', 'Time', 'Transformable', 'Scatter', 'Popular'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
