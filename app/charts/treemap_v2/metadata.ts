import type { ChartMetadata } from '../types';

/** Treemap: nested rectangles sized by a metric. */
export const metadata: ChartMetadata = {
  vizType: 'treemap_v2',
  name: 'Treemap',
  category: 'Part of a Whole',
  description:
    'Nested rectangles for a hierarchy, each sized by its value, so the biggest parts of the whole take the most room.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="4" y="4" width="30" height="40" fill="#1FA8C9"/><rect x="36" y="4" width="24" height="22" fill="#454E7C"/><rect x="36" y="28" width="12" height="16" fill="#5AC189"/><rect x="50" y="28" width="10" height="16" fill="#FF7F44"/></svg>',
  tags: [
    'Categorical',
    'Comparison',
    'ECharts',
    'Multi-Levels',
    'Percentages',
    'Proportional',
    'Featured',
  ],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: [],
};
