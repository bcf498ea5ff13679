import type { ChartMetadata } from '../types';

/** Table: light facts for the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'table',
  name: 'Table',
  category: 'Table',
  description:
    'Rows and columns of the dataset, raw or aggregated, with search, sorting, totals and colour rules for the cells.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="4" y="6" width="56" height="36" rx="2" fill="#fff" stroke="#1f77b4" stroke-width="2"/><rect x="4" y="6" width="56" height="8" fill="#1f77b4"/><path d="M4 23h56M4 32h56M22 14v28M42 14v28" stroke="#9ecae9" stroke-width="1.5"/></svg>',
  tags: ['Additive', 'Business', 'Pattern', 'Popular', 'Report', 'Sequential', 'Tabular'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: [],
};
