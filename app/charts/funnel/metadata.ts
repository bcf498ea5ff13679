import type { ChartMetadata } from '../types';

/** Funnel chart: how a measure narrows from one step to the next. */
export const metadata: ChartMetadata = {
  vizType: 'funnel',
  name: 'Funnel Chart',
  category: 'KPI',
  description:
    'Stages from widest to narrowest, sized by a metric, to show where a pipeline or a sign-up flow loses people.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><path d="M6 6h52l-7 10H13z" fill="#1FA8C9"/><path d="M14 18h36l-6 10H20z" fill="#454E7C"/><path d="M21 30h22l-5 10H26z" fill="#5AC189"/></svg>',
  tags: ['Business', 'ECharts', 'Progressive', 'Sequential', 'Featured'],
  behaviours: ['interactive-chart', 'drill-to-detail', 'cross-filter'],
  annotationTypes: [],
};
