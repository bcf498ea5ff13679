import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

export const metadata: ChartMetadata = {
  vizType: 'sankey_v2',
  name: 'Sankey Chart',
  category: 'Flow',
  description:
    'Flows from sources to targets drawn as bands whose width is the metric, to follow where values go between stages.',
  thumbnail: thumbnailSvg(
    '<rect x="8" y="10" width="6" height="20" fill="#1FA8C9"/><rect x="8" y="36" width="6" height="18" fill="#454E7C"/><rect x="82" y="8" width="6" height="28" fill="#5AC189"/><rect x="82" y="42" width="6" height="12" fill="#FF7F44"/><path d="M14 20 C48 20 48 22 82 22" stroke="#1FA8C9" stroke-width="14" fill="none" opacity=".35"/><path d="M14 45 C48 45 48 48 82 48" stroke="#454E7C" stroke-width="12" fill="none" opacity=".35"/>',
  ),
  tags: ['Directional', 'ECharts', 'Flow', 'Progressive'],
  behaviours: [],
  annotationTypes: [],
};
