import type { ChartMetadata } from '../types';

/** Box plot: the spread of a metric across groups (quartiles, whiskers, outliers). */
export const metadata: ChartMetadata = {
  vizType: 'box_plot',
  name: 'Box Plot',
  category: 'Distribution',
  description:
    'Compares how a metric is spread in several groups: each box spans the middle half of the values with the median marked, whiskers reach out to the chosen limits, and dots show what lies beyond.',
  thumbnail:
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 48"><g stroke="#484848" stroke-width="1.5"><path d="M14 6v36M10 6h8M10 42h8M38 10v30M34 10h8M34 40h8"/><rect x="8" y="14" width="12" height="18" fill="#1FA8C9"/><rect x="32" y="18" width="12" height="14" fill="#454E7C"/><path d="M8 24h12M32 25h12"/></g><circle cx="50" cy="6" r="2" fill="#454E7C"/></svg>',
  tags: ['ECharts', 'Range', 'Statistical', 'Featured'],
  behaviours: ['interactive-chart', 'drill-to-detail'],
  annotationTypes: [],
};
