import type { ChartMetadata } from '../types';

/** Radar chart: several metrics of each group on radial axes. */
export const metadata: ChartMetadata = {
  vizType: 'radar',
  name: 'Radar Chart',
  category: 'Ranking',
  description:
    'One polygon per group over axes that each stand for a metric, to compare the profiles of a few groups at a glance.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><path d="M32 4l19 14-7 24H20l-7-24z" fill="none" stroke="#C9CFDA"/><path d="M32 10l14 10-6 16H24l-5-16z" fill="#1FA8C9" fill-opacity=".4" stroke="#1FA8C9" stroke-width="2"/><path d="M32 16l17 3-9 12H27l-11-9z" fill="#454E7C" fill-opacity=".3" stroke="#454E7C" stroke-width="2"/></svg>',
  tags: ['Business', 'Comparison', 'Multi-Variables', 'ECharts', 'Web', 'Featured'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: [],
};
