import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

export const metadata: ChartMetadata = {
  vizType: 'graph_chart',
  name: 'Graph Chart',
  category: 'Flow',
  description:
    'Nodes and the links between them, sized by a metric, laid out by force or on a circle: who talks to whom, which routes carry most.',
  thumbnail: thumbnailSvg(
    '<g stroke="#9aa5b1" stroke-width="1.5"><line x1="48" y1="32" x2="20" y2="14"/><line x1="48" y1="32" x2="78" y2="16"/><line x1="48" y1="32" x2="24" y2="50"/><line x1="48" y1="32" x2="74" y2="50"/><line x1="78" y1="16" x2="74" y2="50"/></g><circle cx="48" cy="32" r="9" fill="#1FA8C9"/><circle cx="20" cy="14" r="5" fill="#454E7C"/><circle cx="78" cy="16" r="6" fill="#5AC189"/><circle cx="24" cy="50" r="4" fill="#FF7F44"/><circle cx="74" cy="50" r="5" fill="#666666"/>',
  ),
  tags: [
    'Circular',
    'Comparison',
    'Directional',
    'ECharts',
    'Relational',
    'Structural',
    'Transformable',
  ],
  behaviours: [],
  annotationTypes: [],
};
