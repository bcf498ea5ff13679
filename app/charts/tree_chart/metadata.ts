import { thumbnailSvg } from '../shared/flow/thumbnail';
import type { ChartMetadata } from '../types';

export const metadata: ChartMetadata = {
  vizType: 'tree_chart',
  name: 'Tree Chart',
  category: 'Part of a Whole',
  description: 'Parent and child records drawn as a tree, top-down, left-to-right or radial.',
  thumbnail: thumbnailSvg(
    '<g stroke="#9aa5b1" stroke-width="1.5" fill="none"><path d="M16 32 C30 32 30 14 44 14"/><path d="M16 32 C30 32 30 50 44 50"/><path d="M48 14 C62 14 62 8 76 8"/><path d="M48 14 C62 14 62 22 76 22"/><path d="M48 50 C62 50 62 44 76 44"/><path d="M48 50 C62 50 62 56 76 56"/></g><g fill="#fff" stroke="#1FA8C9" stroke-width="2"><circle cx="14" cy="32" r="4"/><circle cx="46" cy="14" r="4"/><circle cx="46" cy="50" r="4"/><circle cx="78" cy="8" r="3"/><circle cx="78" cy="22" r="3"/><circle cx="78" cy="44" r="3"/><circle cx="78" cy="56" r="3"/></g>',
  ),
  tags: ['Categorical', 'ECharts', 'Multi-Levels', 'Relational', 'Structural'],
  behaviours: [],
  annotationTypes: [],
};
