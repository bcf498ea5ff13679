/**
 * Native filter scopes over the layout (reference superset-api.md §3.4): which charts and tabs a
 * `{rootPath, excluded}` scope covers, the tree the scope picker shows, and the scope-change
 * warning of spec §5.
 */
import type { FilterScope, NativeFilterItem } from './dashboardMetadata';
import { chartIdsInLayout, chartLayoutIdOf, descendantIds } from './layoutParse';
import { ROOT_ID, type DashboardLayout, type LayoutItem } from './layoutTypes';

export const SCOPE_CHANGE_WARNING = 'This chart has been moved to a different filter scope.';
/** Label of the tree's root (Superset's "All panels"). */
export const SCOPE_ROOT_LABEL = 'All panels';

/** Whether the chart component or one of its ancestors is in `rootPath`. */
function underRootPath(item: LayoutItem, rootPath: string[]): boolean {
  return rootPath.includes(item.id) || (item.parents ?? []).some((id) => rootPath.includes(id));
}

/**
 * Chart ids a scope covers: charts under one of its rootPath ids and not excluded. `allChartIds`
 * (the dashboard's charts) adds charts the layout does not place; they count as under ROOT_ID.
 */
export function chartsInScope(
  layout: DashboardLayout,
  scope: FilterScope,
  allChartIds?: number[],
): number[] {
  const candidates = [...chartIdsInLayout(layout)];
  for (const id of allChartIds ?? []) if (!candidates.includes(id)) candidates.push(id);
  return candidates.filter((chartId) => {
    if (scope.excluded.includes(chartId)) return false;
    const layoutId = chartLayoutIdOf(layout, chartId);
    const item = layoutId ? layout[layoutId] : undefined;
    if (!item) return scope.rootPath.includes(ROOT_ID);
    return underRootPath(item, scope.rootPath);
  });
}

/** TAB ids (document order) holding at least one chart the scope covers. */
export function tabsInScope(layout: DashboardLayout, scope: FilterScope): string[] {
  const charts = new Set(chartsInScope(layout, scope));
  return descendantIds(layout, ROOT_ID).filter((id) => {
    if (layout[id]?.type !== 'TAB') return false;
    return descendantIds(layout, id).some((inner) => {
      const chartId = layout[inner]?.meta.chartId;
      return layout[inner]?.type === 'CHART' && chartId !== undefined && charts.has(chartId);
    });
  });
}

/** A node of the scope picker: ROOT, a TAB, or a chart. */
export interface ScopeTreeNode {
  id: string;
  type: 'ROOT' | 'TAB' | 'CHART';
  label: string;
  chartId?: number;
  children: ScopeTreeNode[];
}

function tabLabel(item: LayoutItem): string {
  return item.meta.text || item.meta.defaultText || 'Tab title';
}

/** Tree nodes for the charts and tabs under `id` (rows, columns and TABS are flattened). */
function scopeChildren(
  layout: DashboardLayout,
  id: string,
  chartNames: Record<number, string>,
): ScopeTreeNode[] {
  const nodes: ScopeTreeNode[] = [];
  for (const childId of layout[id]?.children ?? []) {
    const child = layout[childId];
    if (!child) continue;
    const chartId = child.meta.chartId;
    if (child.type === 'CHART' && chartId !== undefined) {
      const label =
        chartNames[chartId] ||
        child.meta.sliceNameOverride ||
        child.meta.sliceName ||
        `Chart ${chartId}`;
      nodes.push({ id: childId, type: 'CHART', label, chartId, children: [] });
    } else if (child.type === 'TAB') {
      const children = scopeChildren(layout, childId, chartNames);
      // A tab without charts has nothing to scope.
      if (children.length > 0) {
        nodes.push({ id: childId, type: 'TAB', label: tabLabel(child), children });
      }
    } else {
      nodes.push(...scopeChildren(layout, childId, chartNames));
    }
  }
  return nodes;
}

/** The scope picker's tree: ROOT > tabs (nested) > charts, in document order. */
export function scopeTree(
  layout: DashboardLayout,
  chartNames: Record<number, string>,
): ScopeTreeNode {
  return {
    id: ROOT_ID,
    type: 'ROOT',
    label: SCOPE_ROOT_LABEL,
    children: scopeChildren(layout, ROOT_ID, chartNames),
  };
}

/** ROOT_ID and the TAB ids above a component, outermost first. */
function scopeAncestors(layout: DashboardLayout, item: LayoutItem): string[] {
  return (item.parents ?? []).filter((id) => id === ROOT_ID || layout[id]?.type === 'TAB');
}

/**
 * The scope of a set of checked charts, as Superset builds it: the checked charts' ancestors are
 * cut at the depth of the shallowest one, those ids form rootPath, and the unchecked charts under
 * them are excluded. Nothing checked gives an empty scope.
 */
export function scopeFromChecked(layout: DashboardLayout, checkedChartIds: number[]): FilterScope {
  const ancestorLists: string[][] = [];
  for (const chartId of checkedChartIds) {
    const layoutId = chartLayoutIdOf(layout, chartId);
    const item = layoutId ? layout[layoutId] : undefined;
    if (item) ancestorLists.push(scopeAncestors(layout, item));
  }
  if (ancestorLists.length === 0) return { rootPath: [], excluded: [] };
  const level = Math.min(...ancestorLists.map((list) => list.length)) - 1;
  const rootPath = [...new Set(ancestorLists.map((list) => list[level] ?? ROOT_ID))];
  const covered = chartsInScope(layout, { rootPath, excluded: [] });
  const excluded = covered.filter((chartId) => !checkedChartIds.includes(chartId));
  return { rootPath, excluded };
}

/**
 * Whether a move changed which native filters apply to a chart (spec §5 warns with
 * SCOPE_CHANGE_WARNING). Dividers and filters without a scope are ignored.
 */
export function chartScopeChanged(
  before: DashboardLayout,
  after: DashboardLayout,
  chartId: number,
  filters: NativeFilterItem[],
): boolean {
  return filters.some((filter) => {
    if (filter.type !== 'NATIVE_FILTER') return false;
    const wasIn = chartsInScope(before, filter.scope).includes(chartId);
    const isIn = chartsInScope(after, filter.scope).includes(chartId);
    return wasIn !== isIn;
  });
}
