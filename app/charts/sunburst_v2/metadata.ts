import type { ChartMetadata } from '../types';

/** Sunburst: a hierarchy as rings, each arc sized by a metric. */
export const metadata: ChartMetadata = {
  vizType: 'sunburst_v2',
  name: 'Sunburst Chart',
  category: 'Part of a Whole',
  description:
    "Rings of a hierarchy around a centre: each level is a ring and each arc's angle is its share of its parent.",
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><circle cx="32" cy="24" r="20" fill="#C9CFDA"/><path d="M32 4a20 20 0 0 1 19 26l-9-3a10 10 0 0 0-10-13z" fill="#454E7C"/><path d="M51 30a20 20 0 0 1-35 6l8-6a10 10 0 0 0 18-3z" fill="#5AC189"/><circle cx="32" cy="24" r="9" fill="#1FA8C9"/><circle cx="32" cy="24" r="4" fill="#fff"/></svg>',
  tags: ['ECharts', 'Multi-Levels', 'Proportional', 'Featured'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: [],
};
