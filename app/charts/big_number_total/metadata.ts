import type { ChartMetadata } from '../types';

/** Big Number: light facts for the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'big_number_total',
  name: 'Big Number',
  category: 'KPI',
  description:
    'A single figure, large. Use it for the one value a reader should see first: revenue today, open tickets, active users.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="4" y="6" width="56" height="36" rx="2" fill="#fff" stroke="#1f77b4" stroke-width="2"/><text x="32" y="30" font-family="sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="#1f77b4">42k</text><rect x="20" y="34" width="24" height="3" rx="1" fill="#9ecae9"/></svg>',
  tags: ['Additive', 'Business', 'Percentages', 'Popular', 'Report', 'Description'],
  behaviours: [],
  annotationTypes: [],
};
