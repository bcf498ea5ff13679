import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

const OPACITIES = [0.2, 0.5, 0.9, 0.35, 0.7, 0.15, 0.6, 1, 0.4, 0.8, 0.25, 0.55];

export const metadata: ChartMetadata = {
  vizType: 'heatmap_v2',
  name: 'Heatmap',
  category: 'Correlation',
  description:
    'A grid of two dimensions with each cell shaded by a metric, to spot which pairs stand out.',
  thumbnail: thumbnailSvg(
    OPACITIES.map(
      (opacity, i) =>
        `<rect x="${10 + (i % 4) * 19}" y="${8 + Math.floor(i / 4) * 17}" width="18" height="16" fill="#1FA8C9" fill-opacity="${opacity}"/>`,
    ).join(''),
  ),
  tags: ['Business', 'ECharts', 'Intensity', 'Density', 'Single Metric'],
  behaviours: [],
  annotationTypes: [],
};
