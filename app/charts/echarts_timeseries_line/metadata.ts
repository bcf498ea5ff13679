import type { ChartMetadata } from '../types';

/** The Line Chart (echarts_timeseries_line) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_timeseries_line',
  name: 'Line Chart',
  category: 'Evolution',
  description:
    'Points joined by straight lines along the x-axis: the usual way to follow one or more metrics over time.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><polyline points='10,44 22,30 34,36 46,18 60,24' fill='none' stroke='#1FA8C9' stroke-width='3'/><polyline points='10,50 22,44 34,46 46,36 60,40' fill='none' stroke='#454E7C' stroke-width='3'/></svg>",
  tags: ['Aesthetic', 'Time', 'Line', 'Transformable', 'Stacked', 'Popular'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
