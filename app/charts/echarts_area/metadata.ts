import type { ChartMetadata } from '../types';

/** The Area Chart (echarts_area) in the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'echarts_area',
  name: 'Area Chart',
  category: 'Evolution',
  description:
    'Lines with the area beneath them filled, optionally stacked, to show how series add up to a total over time.',
  thumbnail:
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 72 60'><path d='M8 6v50h56' stroke='#999' fill='none'/><path d='M10 56L10 40 24 28 38 34 52 16 62 22 62 56Z' fill='#1FA8C9' opacity='.6'/><path d='M10 56L10 48 24 42 38 46 52 36 62 40 62 56Z' fill='#454E7C' opacity='.8'/></svg>",
  tags: ['Aesthetic', 'Time', 'Line', 'Transformable', 'Stacked', 'Popular'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: ['FORMULA', 'EVENT', 'INTERVAL', 'TIME_SERIES'],
};
