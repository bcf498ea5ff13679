import type { ChartMetadata } from '../types';

/** Pie chart: parts of a whole, one slice per dimension value. */
export const metadata: ChartMetadata = {
  vizType: 'pie',
  name: 'Pie Chart',
  category: 'Part of a Whole',
  description:
    'Slices of one circle, one per dimension value, sized by their share of the whole; a donut leaves the middle open for the total.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><path d="M32 24V6a18 18 0 0 1 17 12z" fill="#1FA8C9"/><path d="M32 24l17-6a18 18 0 0 1-9 22z" fill="#454E7C"/><path d="M32 24l8 16A18 18 0 1 1 32 6z" fill="#5AC189"/></svg>',
  tags: [
    'Categorical',
    'Circular',
    'Comparison',
    'Percentages',
    'Featured',
    'Proportional',
    'ECharts',
    'Nightingale',
  ],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: [],
};
