import type { ChartMetadata } from '../types';

/** Big Number with Trendline: light facts for the gallery. */
export const metadata: ChartMetadata = {
  vizType: 'big_number',
  name: 'Big Number with Trendline',
  category: 'KPI',
  description:
    'One headline number with a small line of its recent history underneath, and how much it moved since an earlier period.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="4" y="6" width="56" height="36" rx="2" fill="#fff" stroke="#1f77b4" stroke-width="2"/><text x="32" y="22" font-family="sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="#1f77b4">42k</text><path d="M6 38l8-5 7 3 8-8 7 4 8-7 7 3 7-5v17H6z" fill="#20a7c9" opacity=".25"/><path d="M6 38l8-5 7 3 8-8 7 4 8-7 7 3 7-5" fill="none" stroke="#20a7c9" stroke-width="2"/></svg>',
  tags: ['Advanced-Analytics', 'Line', 'Percentages', 'Popular', 'Report', 'Trend'],
  behaviours: ['drill-to-detail'],
  annotationTypes: [],
};
