import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

const cells = Array.from({ length: 7 * 11 }, (_, i) => {
  const opacity = [0.15, 0.4, 0.7, 1, 0.25, 0.55][(i * 7 + Math.floor(i / 7)) % 6];
  return `<rect x="${6 + Math.floor(i / 7) * 8}" y="${6 + (i % 7) * 8}" width="7" height="7" rx="1" fill="#1FA8C9" fill-opacity="${opacity}"/>`;
});

export const metadata: ChartMetadata = {
  vizType: 'cal_heatmap',
  name: 'Calendar Heatmap',
  category: 'Correlation',
  description:
    'Lays daily values out on a calendar, one cell per day, shaded by the metric, so weekly and seasonal rhythms stand out.',
  thumbnail: thumbnailSvg(cells.join('')),
  tags: ['Business', 'Comparison', 'Intensity', 'Pattern', 'Report', 'Trend'],
  behaviours: [],
  annotationTypes: [],
};
