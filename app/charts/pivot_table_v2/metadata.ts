import type { ChartMetadata } from '../types';

/** Pivot table: light facts for the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'pivot_table_v2',
  name: 'Pivot Table',
  category: 'Table',
  description:
    'Groups rows and columns by dimensions and aggregates metrics in each cell, with subtotals and totals on either side.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="4" y="6" width="56" height="36" rx="2" fill="#fff" stroke="#1f77b4" stroke-width="2"/><rect x="4" y="6" width="56" height="8" fill="#1f77b4"/><rect x="4" y="14" width="14" height="28" fill="#9ecae9"/><path d="M18 23h42M18 32h42M32 14v28M46 14v28" stroke="#c6dbef" stroke-width="1.5"/><rect x="46" y="32" width="14" height="10" fill="#ff7f0e" opacity=".6"/></svg>',
  tags: ['Additive', 'Report', 'Tabular', 'Popular'],
  behaviours: ['interactive-chart', 'drill-to-detail'],
  annotationTypes: [],
};
