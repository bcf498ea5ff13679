// Turns an example dashboard (data in exampleDashboards.ts) into position_json and json_metadata
// once its charts and datasets exist: the server runs it on first start, the test checks the rules.
import type {
  ChartCrossFilterConfig,
  DashboardMetadata,
  NativeFilter,
} from '../dashboard/dashboardMetadata';
import { recomputeParents, serializeLayout } from '../dashboard/layoutParse';
import {
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
  type DashboardLayout,
  type HeaderSize,
  type LayoutItem,
} from '../dashboard/layoutTypes';

/** One layout element of an example, nested as it shows; ids are derived when built. */
export type ExampleNode =
  | { type: 'ROW'; children: ExampleNode[] }
  | { type: 'COLUMN'; width: number; children: ExampleNode[] }
  | { type: 'TABS'; tabs: { title: string; children: ExampleNode[] }[] }
  | { type: 'HEADER'; text: string; size?: HeaderSize }
  | { type: 'MARKDOWN'; code: string; width: number; height: number }
  | { type: 'DIVIDER' }
  | { type: 'CHART'; chart: string; width: number; height: number };

/** A native filter of an example: dataset by example table, parents by filter key. */
export interface ExampleNativeFilter {
  key: string;
  name: string;
  description: string;
  filterType: 'filter_select' | 'filter_time';
  table?: string;
  column?: string;
  parent?: string;
  multiSelect?: boolean;
}

/** One example dashboard, as data. */
export interface ExampleDashboard {
  title: string;
  slug: string;
  description: string;
  layout: ExampleNode[];
  nativeFilters?: ExampleNativeFilter[];
  /** Cross-filters on, with every chart scoped globally (chart_configuration). */
  crossFilters?: boolean;
  colorScheme?: string;
  labelColors?: Record<string, string>;
}

/** What building needs: the local chart and dataset of an example chart name and table. */
export interface ExampleRefs {
  chart(name: string): { id: number; uuid: string } | undefined;
  dataset(table: string): number | undefined;
}

/** The built dashboard: stored texts and the charts to link. */
export interface BuiltExampleDashboard {
  positionJson: string;
  jsonMetadata: string;
  chartIds: number[];
}

/** `Flights by origin` → `flights-by-origin`: readable layout ids. */
export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The layout of an example; charts without a local chart are left out, and so are rows left empty. */
function buildLayout(example: ExampleDashboard, refs: ExampleRefs): DashboardLayout {
  const layout: DashboardLayout = {
    [ROOT_ID]: { type: 'ROOT', id: ROOT_ID, children: [GRID_ID], meta: {} },
    [GRID_ID]: { type: 'GRID', id: GRID_ID, children: [], meta: {} },
    [HEADER_ID]: { type: 'HEADER', id: HEADER_ID, children: [], meta: { text: example.title } },
  };
  let serial = 0;
  const nextId = (type: string, name?: string) => {
    serial += 1;
    return `${type}-${name ? slugOf(name) : `${example.slug}-${serial}`}`;
  };
  const add = (node: ExampleNode): string | undefined => {
    let item: LayoutItem | undefined;
    switch (node.type) {
      case 'CHART': {
        const chart = refs.chart(node.chart);
        if (!chart) return undefined;
        const meta = { width: node.width, height: node.height, chartId: chart.id };
        item = {
          type: 'CHART',
          id: nextId('CHART', node.chart),
          children: [],
          meta: { ...meta, sliceName: node.chart, uuid: chart.uuid },
        };
        break;
      }
      case 'ROW':
      case 'COLUMN': {
        const children = node.children.flatMap((child) => add(child) ?? []);
        if (children.length === 0) return undefined;
        const meta =
          node.type === 'COLUMN'
            ? { width: node.width, background: 'BACKGROUND_TRANSPARENT' as const }
            : { background: 'BACKGROUND_TRANSPARENT' as const };
        item = { type: node.type, id: nextId(node.type), children, meta };
        break;
      }
      case 'TABS': {
        const tabs = node.tabs.map((tab) => {
          const id = nextId('TAB', tab.title);
          layout[id] = {
            type: 'TAB',
            id,
            children: tab.children.flatMap((child) => add(child) ?? []),
            meta: { text: tab.title, defaultText: 'Tab title', placeholder: 'Tab title' },
          };
          return id;
        });
        item = { type: 'TABS', id: nextId('TABS'), children: tabs, meta: {} };
        break;
      }
      case 'HEADER':
        item = {
          type: 'HEADER',
          id: nextId('HEADER', node.text),
          children: [],
          meta: { text: node.text, headerSize: node.size ?? 'MEDIUM_HEADER' },
        };
        break;
      case 'MARKDOWN':
        item = {
          type: 'MARKDOWN',
          id: nextId('MARKDOWN'),
          children: [],
          meta: { width: node.width, height: node.height, code: node.code },
        };
        break;
      case 'DIVIDER':
        item = { type: 'DIVIDER', id: nextId('DIVIDER'), children: [], meta: {} };
        break;
    }
    layout[item.id] = item;
    return item.id;
  };
  layout[GRID_ID] = {
    ...(layout[GRID_ID] as LayoutItem),
    children: example.layout.flatMap((node) => add(node) ?? []),
  };
  return recomputeParents(layout);
}

/** Native filters: scoped to the whole dashboard, datasets resolved, parents by id. */
function buildFilters(
  example: ExampleDashboard,
  refs: ExampleRefs,
  chartIds: number[],
  tabIds: string[],
): NativeFilter[] {
  const idOf = (key: string) => `NATIVE_FILTER-${example.slug}-${key}`;
  return (example.nativeFilters ?? []).flatMap((filter): NativeFilter[] => {
    const datasetId = filter.table ? refs.dataset(filter.table) : undefined;
    if (filter.table && datasetId === undefined) return [];
    const select = filter.filterType === 'filter_select';
    return [
      {
        id: idOf(filter.key),
        type: 'NATIVE_FILTER',
        name: filter.name,
        description: filter.description,
        filterType: filter.filterType,
        targets: select ? [{ datasetId, column: { name: filter.column ?? '' } }] : [{}],
        controlValues: select
          ? {
              multiSelect: filter.multiSelect ?? true,
              enableEmptyFilter: false,
              defaultToFirstItem: false,
              searchAllOptions: false,
              inverseSelection: false,
              sortAscending: true,
            }
          : { enableEmptyFilter: false },
        defaultDataMask: { extraFormData: {}, filterState: {} },
        cascadeParentIds: filter.parent ? [idOf(filter.parent)] : [],
        scope: { rootPath: [ROOT_ID], excluded: [] },
        chartsInScope: chartIds,
        tabsInScope: tabIds,
        requiredFirst: false,
        sortMetric: null,
        adhoc_filters: [],
        time_range: 'No filter',
      },
    ];
  });
}

/** position_json and json_metadata of an example dashboard over the local charts and datasets. */
export function buildExampleDashboard(
  example: ExampleDashboard,
  refs: ExampleRefs,
): BuiltExampleDashboard {
  const layout = buildLayout(example, refs);
  const items = Object.values(layout);
  const chartIds = items.flatMap((item) =>
    item.type === 'CHART' && item.meta.chartId !== undefined ? [item.meta.chartId] : [],
  );
  const tabIds = items.filter((item) => item.type === 'TAB').map((item) => item.id);
  const metadata: DashboardMetadata = {
    color_scheme: example.colorScheme ?? '',
    label_colors: example.labelColors ?? {},
    shared_label_colors: {},
    refresh_frequency: 0,
    timed_refresh_immune_slices: [],
    expanded_slices: {},
    cross_filters_enabled: example.crossFilters ?? false,
    filter_bar_orientation: 'VERTICAL',
    native_filter_configuration: buildFilters(example, refs, chartIds, tabIds),
  };
  if (example.crossFilters) {
    const configs: Record<string, ChartCrossFilterConfig> = {};
    for (const id of chartIds)
      configs[String(id)] = {
        id,
        crossFilters: { scope: 'global', chartsInScope: chartIds.filter((other) => other !== id) },
      };
    metadata.chart_configuration = configs;
    metadata.global_chart_configuration = {
      scope: { rootPath: [ROOT_ID], excluded: [] },
      chartsInScope: chartIds,
    };
  }
  return {
    positionJson: serializeLayout(layout),
    jsonMetadata: JSON.stringify(metadata),
    chartIds: [...new Set(chartIds)],
  };
}
