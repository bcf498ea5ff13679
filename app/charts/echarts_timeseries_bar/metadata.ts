import type { ChartMetadata } from '../types';

/** The Bar Chart (echarts_timeseries_bar) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_timeseries_bar',
  name: 'Bar Chart',
  category: 'Evolution',
  description:
    'Bars for each value of the x-axis, over time or over categories; stack them, or turn them on their side for long labels.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><rect x='12' y='30' width='8' height='26' fill='#1FA8C9'/><rect x='24' y='18' width='8' height='38' fill='#1FA8C9'/><rect x='36' y='36' width='8' height='20' fill='#1FA8C9'/><rect x='48' y='12' width='8' height='44' fill='#1FA8C9'/></svg>",
  tags: ['Aesthetic', 'Time', 'Transformable', 'Stacked', 'Vertical', 'Bar', 'Popular'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
