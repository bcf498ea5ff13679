/**
 * Which chart menu actions a dashboard chart offers (spec §2 "Chart menu actions"), as a pure
 * function of the chart and what the caller may do, so the rules are tested without a page.
 */
import type { ChartBehaviour } from '@app/charts/types';

/** One action of the chart menu. */
export type ChartMenuKey =
  | 'force-refresh'
  | 'fullscreen'
  | 'toggle-description'
  | 'explore'
  | 'view-query'
  | 'view-results'
  | 'drill-to-detail'
  | 'cross-filter-scoping'
  | 'download-image'
  | 'csv'
  | 'pivoted-csv'
  | 'full-csv'
  | 'xlsx'
  | 'full-xlsx';

/** What the rules read of the chart, the page and the caller. */
export interface ChartMenuFacts {
  vizType: string;
  /** The chart type's behaviours (its plugin's metadata); empty for an unknown type. */
  behaviours: readonly ChartBehaviour[];
  hasDescription: boolean;
  descriptionShown: boolean;
  /** The chart is the page's full-size chart now. */
  fullSize: boolean;
  canExplore: boolean;
  canCsv: boolean;
  /** The caller may edit the dashboard (cross-filter scoping is saved with it). */
  canEdit: boolean;
  crossFiltersEnabled: boolean;
  editMode: boolean;
}

/** One menu entry: its action and label. */
export interface ChartMenuEntry {
  key: ChartMenuKey;
  label: string;
}

/** Chart types whose "full" exports lift the row limit (Superset offers them for tables). */
const FULL_EXPORT_TYPES = new Set(['table']);

/** The entries the menu shows, in Superset's order. */
export function chartMenuItems(facts: ChartMenuFacts): ChartMenuEntry[] {
  const items: ChartMenuEntry[] = [
    { key: 'force-refresh', label: 'Force refresh' },
    { key: 'fullscreen', label: facts.fullSize ? 'Exit fullscreen' : 'Enter fullscreen' },
  ];
  if (facts.hasDescription)
    items.push({
      key: 'toggle-description',
      label: facts.descriptionShown ? 'Hide chart description' : 'Show chart description',
    });
  if (facts.canExplore) {
    items.push(
      { key: 'explore', label: 'Edit chart' },
      { key: 'view-query', label: 'View query' },
      { key: 'view-results', label: 'View as table' },
    );
    if (facts.behaviours.includes('drill-to-detail'))
      items.push({ key: 'drill-to-detail', label: 'Drill to detail' });
  }
  if (
    facts.canEdit &&
    !facts.editMode &&
    facts.crossFiltersEnabled &&
    facts.behaviours.includes('cross-filter')
  )
    items.push({ key: 'cross-filter-scoping', label: 'Cross-filtering scoping' });
  items.push({ key: 'download-image', label: 'Download as image' });
  if (facts.canCsv) {
    items.push({ key: 'csv', label: 'Export to .CSV' });
    if (facts.vizType === 'pivot_table_v2')
      items.push({ key: 'pivoted-csv', label: 'Export to pivoted .CSV' });
    if (FULL_EXPORT_TYPES.has(facts.vizType))
      items.push({ key: 'full-csv', label: 'Export to full .CSV' });
    items.push({ key: 'xlsx', label: 'Export to Excel' });
    if (FULL_EXPORT_TYPES.has(facts.vizType))
      items.push({ key: 'full-xlsx', label: 'Export to full Excel' });
  }
  return items;
}
