import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

export const metadata: ChartMetadata = {
  vizType: 'bubble_v2',
  name: 'Bubble Chart',
  category: 'Correlation',
  description:
    'Plots entities by two metrics, one per axis, and sizes each bubble by a third; colour tells series apart.',
  thumbnail: thumbnailSvg(
    '<line x1="10" y1="56.5" x2="90" y2="56.5" stroke="#9aa5b1"/><line x1="10.5" y1="6" x2="10.5" y2="56" stroke="#9aa5b1"/><g fill-opacity=".6"><circle cx="26" cy="42" r="7" fill="#1FA8C9"/><circle cx="44" cy="30" r="11" fill="#454E7C"/><circle cx="66" cy="20" r="8" fill="#5AC189"/><circle cx="78" cy="40" r="5" fill="#FF7F44"/><circle cx="58" cy="46" r="4" fill="#1FA8C9"/></g>',
  ),
  tags: ['Multi-Dimensions', 'Comparison', 'ECharts', 'Scatter', 'Time', 'Trend'],
  behaviours: [],
  annotationTypes: [],
};
