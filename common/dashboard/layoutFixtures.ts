/** Small layouts for the dashboard rule tests, written as id → [type, children, meta]. */
import { recomputeParents } from './layoutParse';
import {
  HEADER_ID,
  ROOT_ID,
  type ComponentType,
  type DashboardLayout,
  type LayoutMeta,
} from './layoutTypes';

type Entry = [ComponentType, string[], LayoutMeta?];

/** A layout from entries; ROOT_ID and HEADER_ID are added when missing, parents computed. */
export function layoutFrom(entries: Record<string, Entry>): DashboardLayout {
  const layout: DashboardLayout = {};
  for (const [id, [type, children, meta]] of Object.entries(entries)) {
    layout[id] = { type, id, children, meta: meta ?? {} };
  }
  layout[ROOT_ID] ??= { type: 'ROOT', id: ROOT_ID, children: ['GRID_ID'], meta: {} };
  layout[HEADER_ID] ??= { type: 'HEADER', id: HEADER_ID, children: [], meta: { text: 'Sales' } };
  return recomputeParents(layout);
}

/** A chart entry of `width` columns showing chart `chartId`. */
export function chart(chartId: number, width = 4): Entry {
  return ['CHART', [], { chartId, width, height: 50, sliceName: `Chart ${chartId}` }];
}

/**
 * GRID > ROW-1 [CHART-1, CHART-2] > ROW-2 [COLUMN-1 (6) [CHART-3, ROW-3 [CHART-4]]] >
 * TABS-1 [TAB-1 [ROW-4 [CHART-5]], TAB-2 [ROW-5 [CHART-6]]].
 */
export function gridLayout(): DashboardLayout {
  return layoutFrom({
    GRID_ID: ['GRID', ['ROW-1', 'ROW-2', 'TABS-1']],
    'ROW-1': ['ROW', ['CHART-1', 'CHART-2']],
    'CHART-1': chart(1),
    'CHART-2': chart(2),
    'ROW-2': ['ROW', ['COLUMN-1']],
    'COLUMN-1': ['COLUMN', ['CHART-3', 'ROW-3'], { width: 6 }],
    'CHART-3': chart(3),
    'ROW-3': ['ROW', ['CHART-4']],
    'CHART-4': chart(4, 3),
    'TABS-1': ['TABS', ['TAB-1', 'TAB-2']],
    'TAB-1': ['TAB', ['ROW-4'], { text: 'First' }],
    'ROW-4': ['ROW', ['CHART-5']],
    'CHART-5': chart(5),
    'TAB-2': ['TAB', ['ROW-5'], { text: 'Second' }],
    'ROW-5': ['ROW', ['CHART-6']],
    'CHART-6': chart(6),
  });
}

/** ROOT > TABS-top [TAB-a [ROW-a [CHART-1]], TAB-b [TABS-n [TAB-n1 [ROW-n [CHART-2]]]]]. */
export function topTabsLayout(): DashboardLayout {
  return layoutFrom({
    [ROOT_ID]: ['ROOT', ['TABS-top']],
    'TABS-top': ['TABS', ['TAB-a', 'TAB-b']],
    'TAB-a': ['TAB', ['ROW-a'], { text: 'A' }],
    'ROW-a': ['ROW', ['CHART-1']],
    'CHART-1': chart(1),
    'TAB-b': ['TAB', ['TABS-n'], { text: 'B' }],
    'TABS-n': ['TABS', ['TAB-n1']],
    'TAB-n1': ['TAB', ['ROW-n'], { text: 'Nested' }],
    'ROW-n': ['ROW', ['CHART-2']],
    'CHART-2': chart(2),
  });
}
