import type { ChartMetadata } from '../types';

/** Gauge chart: how far a metric has come on a scale. */
export const metadata: ChartMetadata = {
  vizType: 'gauge_chart',
  name: 'Gauge Chart',
  category: 'KPI',
  description:
    'A dial that places a metric between a minimum and a maximum, with coloured bands for the ranges that matter.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><path d="M10 38a22 22 0 1 1 44 0" fill="none" stroke="#E6EBF8" stroke-width="7"/><path d="M10 38a22 22 0 0 1 33-19" fill="none" stroke="#1FA8C9" stroke-width="7"/><path d="M32 38l10-16" stroke="#454E7C" stroke-width="3" stroke-linecap="round"/></svg>',
  tags: ['Multi-Variables', 'Business', 'Comparison', 'ECharts', 'Report', 'Featured'],
  behaviours: ['interactive-chart', 'drill-to-detail'],
  annotationTypes: [],
};
