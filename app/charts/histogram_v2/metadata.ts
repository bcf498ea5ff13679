import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

const HEIGHTS = [8, 18, 34, 46, 38, 24, 12, 6];

export const metadata: ChartMetadata = {
  vizType: 'histogram_v2',
  name: 'Histogram',
  category: 'Distribution',
  description:
    'Splits a numeric column into ranges of equal width and counts the rows in each, to show the shape of its distribution.',
  thumbnail: thumbnailSvg(
    `${HEIGHTS.map((h, i) => `<rect x="${10 + i * 10}" y="${56 - h}" width="9" height="${h}" fill="#1FA8C9"/>`).join('')}<line x1="8" y1="56.5" x2="90" y2="56.5" stroke="#9aa5b1"/>`,
  ),
  tags: ['Comparison', 'ECharts', 'Pattern', 'Popular', 'Statistical'],
  behaviours: [],
  annotationTypes: [],
};
