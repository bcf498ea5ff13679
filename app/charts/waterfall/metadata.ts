import type { ChartMetadata } from '../types';

/** Waterfall: how positive and negative changes add up to a total. */
export const metadata: ChartMetadata = {
  vizType: 'waterfall',
  name: 'Waterfall Chart',
  category: 'Evolution',
  description:
    'How a starting value becomes a final one: bars rise for increases and fall for decreases, step by step, over time or across categories.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><rect x="6" y="22" width="9" height="20" fill="#5AC189"/><rect x="18" y="10" width="9" height="12" fill="#5AC189"/><rect x="30" y="10" width="9" height="10" fill="#E04355"/><rect x="42" y="20" width="9" height="8" fill="#E04355"/><rect x="54" y="28" width="6" height="14" fill="#666"/></svg>',
  tags: ['Categorical', 'Comparison', 'ECharts', 'Trend'],
  behaviours: ['interactive-chart', 'drill-to-detail'],
  annotationTypes: [],
};
