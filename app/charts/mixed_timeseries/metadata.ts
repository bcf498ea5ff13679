import type { ChartMetadata } from '../types';

/** The Mixed Chart (mixed_timeseries) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'mixed_timeseries',
  name: 'Mixed Chart',
  category: 'Evolution',
  description:
    'Two queries on one time axis, each with its own series style and, if needed, its own y-axis: say bars of volume under a line of price.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><rect x='12' y='34' width='8' height='22' fill='#454E7C'/><rect x='26' y='28' width='8' height='28' fill='#454E7C'/><rect x='40' y='38' width='8' height='18' fill='#454E7C'/><rect x='54' y='24' width='8' height='32' fill='#454E7C'/><polyline points='16,26 30,14 44,22 58,8' fill='none' stroke='#1FA8C9' stroke-width='3'/></svg>",
  tags: [
    'Advanced-Analytics',
    'Aesthetic',
    'ECharts',
    'Line',
    'Multi-Variables',
    'Time',
    'Transformable',
  ],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
