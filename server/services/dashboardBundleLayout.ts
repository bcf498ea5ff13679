import {
  DASHBOARD_VERSION_KEY,
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_DEFAULT_CHART_WIDTH,
  GRID_ID,
  HEADER_ID,
  ROOT_ID,
} from '@common/dashboard/layoutTypes';

/** A bundle's position or metadata: plain JSON objects, read loosely (bundles come from anywhere). */
type JsonObject = Record<string, unknown>;

/** A chart as a bundle names it in a layout. */
export interface BundleChartRef {
  uuid: string;
  sliceName: string;
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** JSON object text as an object; anything else (null, '', not JSON, an array) is {}. */
export function parseJsonObject(text: string | null | undefined): JsonObject {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The CHART components of a layout. */
function chartItems(position: JsonObject): JsonObject[] {
  return Object.values(position).filter(
    (item): item is JsonObject => isObject(item) && item.type === 'CHART',
  );
}

function metaOf(item: JsonObject): JsonObject {
  if (!isObject(item.meta)) item.meta = {};
  return item.meta as JsonObject;
}

/** Superset's layout of an empty dashboard: root, grid and a header with the title. */
function defaultPosition(title: string): JsonObject {
  return {
    [DASHBOARD_VERSION_KEY]: 'v2',
    [ROOT_ID]: { type: 'ROOT', id: ROOT_ID, children: [GRID_ID] },
    [GRID_ID]: { type: 'GRID', id: GRID_ID, children: [], parents: [ROOT_ID] },
    [HEADER_ID]: { type: 'HEADER', id: HEADER_ID, meta: { text: title } },
  };
}

/**
 * The exported layout (Superset's `position`): each placed chart's `meta.uuid` from the chart,
 * and charts linked to the dashboard but not placed appended in rows of three under the grid,
 * since an import links exactly the charts its layout names.
 */
export function exportedPosition(
  positionJson: string | null,
  title: string,
  charts: ReadonlyMap<number, BundleChartRef>,
  linkedIds: readonly number[],
): JsonObject {
  const parsed = parseJsonObject(positionJson);
  const position = Object.keys(parsed).length > 0 ? parsed : defaultPosition(title);
  const placed = new Set<number>();
  for (const item of chartItems(position)) {
    const meta = metaOf(item);
    const chart = typeof meta.chartId === 'number' ? charts.get(meta.chartId) : undefined;
    if (!chart) continue;
    meta.uuid = chart.uuid;
    placed.add(meta.chartId as number);
  }
  const orphans = linkedIds.filter((id) => !placed.has(id) && charts.has(id));
  const grid = isObject(position[GRID_ID]) ? (position[GRID_ID] as JsonObject) : undefined;
  if (!grid || orphans.length === 0) return position;
  const gridChildren = Array.isArray(grid.children) ? (grid.children as string[]) : [];
  grid.children = gridChildren;
  for (let start = 0; start < orphans.length; start += 3) {
    const rowId = `ROW-N-${orphans[start]}`;
    const row = orphans.slice(start, start + 3);
    gridChildren.push(rowId);
    position[rowId] = {
      type: 'ROW',
      id: rowId,
      children: row.map((id) => `CHART-explore-${id}-1`),
      parents: [ROOT_ID, GRID_ID],
      meta: { background: 'BACKGROUND_TRANSPARENT' },
    };
    for (const id of row) {
      const chart = charts.get(id) as BundleChartRef;
      position[`CHART-explore-${id}-1`] = {
        type: 'CHART',
        id: `CHART-explore-${id}-1`,
        children: [],
        parents: [ROOT_ID, GRID_ID, rowId],
        meta: {
          width: GRID_DEFAULT_CHART_WIDTH,
          height: GRID_DEFAULT_CHART_HEIGHT,
          chartId: id,
          sliceName: chart.sliceName,
          uuid: chart.uuid,
        },
      };
    }
  }
  return position;
}

/** Native filters of a metadata object (items that are objects). */
function nativeFilters(metadata: JsonObject): JsonObject[] {
  const list = metadata.native_filter_configuration;
  return Array.isArray(list) ? list.filter(isObject) : [];
}

/** Target objects of a native filter. */
function targetsOf(filter: JsonObject): JsonObject[] {
  return Array.isArray(filter.targets) ? filter.targets.filter(isObject) : [];
}

/** The dataset ids the native filters target. */
export function filterDatasetIds(metadata: JsonObject): number[] {
  const ids = nativeFilters(metadata).flatMap((filter) =>
    targetsOf(filter).flatMap((target) =>
      typeof target.datasetId === 'number' ? [target.datasetId] : [],
    ),
  );
  return [...new Set(ids)];
}

/**
 * The exported metadata (Superset's `metadata`): filter targets name datasets by uuid
 * (`datasetUuid`), chart ids stay as they are (the import maps them through the layout), and
 * the `positions` copy a save may have left is dropped, as the layout is exported on its own.
 */
export function exportedMetadata(
  jsonMetadata: string | null,
  datasetUuids: ReadonlyMap<number, string>,
): JsonObject {
  const metadata = parseJsonObject(jsonMetadata);
  delete metadata.positions;
  for (const filter of nativeFilters(metadata))
    for (const target of targetsOf(filter)) {
      if (typeof target.datasetId !== 'number') continue;
      const uuid = datasetUuids.get(target.datasetId);
      delete target.datasetId;
      if (uuid) target.datasetUuid = uuid;
    }
  return metadata;
}

/** The chart uuids a bundle layout places (CHART `meta.uuid`). */
export function positionChartUuids(position: JsonObject): string[] {
  const uuids = chartItems(position).flatMap((item) => {
    const uuid = metaOf(item).uuid;
    return typeof uuid === 'string' && uuid ? [uuid] : [];
  });
  return [...new Set(uuids)];
}

/** What importing a layout gives: the layout with local chart ids, and the old → new id map. */
export interface ImportedPosition {
  position: JsonObject;
  idMap: Map<number, number>;
  chartIds: number[];
}

/**
 * The imported layout: every CHART's `chartId` becomes the local chart's id (found by
 * `meta.uuid`); the bundle's old ids give the map the metadata is remapped with.
 */
export function importedPosition(
  position: JsonObject,
  chartIdsByUuid: ReadonlyMap<string, number>,
): ImportedPosition {
  const copy = structuredClone(position);
  const idMap = new Map<number, number>();
  const chartIds = new Set<number>();
  for (const item of chartItems(copy)) {
    const meta = metaOf(item);
    const id = typeof meta.uuid === 'string' ? chartIdsByUuid.get(meta.uuid) : undefined;
    if (id === undefined) continue;
    if (typeof meta.chartId === 'number') idMap.set(meta.chartId, id);
    meta.chartId = id;
    chartIds.add(id);
  }
  return { position: copy, idMap, chartIds: [...chartIds].sort((a, b) => a - b) };
}

/** Ids through the map; ids it does not know are dropped (their charts are not here). */
function mapIds(ids: unknown, idMap: ReadonlyMap<number, number>): number[] {
  if (!Array.isArray(ids)) return [];
  return ids.flatMap((id) => {
    const mapped = idMap.get(Number(id));
    return mapped === undefined ? [] : [mapped];
  });
}

/** A scope's excluded chart ids through the map. */
function mapScope(scope: unknown, idMap: ReadonlyMap<number, number>): void {
  if (isObject(scope) && 'excluded' in scope) scope.excluded = mapIds(scope.excluded, idMap);
}

/** Keys (chart ids as text) of an object through the map; unknown ones go. */
function mapKeys<T>(value: unknown, idMap: ReadonlyMap<number, number>): Record<string, T> {
  if (!isObject(value)) return {};
  const mapped: Record<string, T> = {};
  for (const [key, entry] of Object.entries(value)) {
    const id = idMap.get(Number(key));
    if (id !== undefined) mapped[String(id)] = entry as T;
  }
  return mapped;
}

/**
 * The imported metadata, as Superset's import remaps it: chart ids of the cross-filter
 * configuration, filter scopes, refresh exemptions and expanded descriptions through the layout's
 * id map, and filter targets from `datasetUuid` back to local `datasetId`s.
 */
export function importedMetadata(
  metadata: JsonObject,
  idMap: ReadonlyMap<number, number>,
  datasetIdsByUuid: ReadonlyMap<string, number>,
): JsonObject {
  const copy = structuredClone(metadata);
  for (const filter of nativeFilters(copy)) {
    mapScope(filter.scope, idMap);
    if ('chartsInScope' in filter) filter.chartsInScope = mapIds(filter.chartsInScope, idMap);
    for (const target of targetsOf(filter)) {
      if (typeof target.datasetUuid !== 'string') continue;
      const id = datasetIdsByUuid.get(target.datasetUuid);
      delete target.datasetUuid;
      if (id !== undefined) target.datasetId = id;
    }
  }
  if ('chart_configuration' in copy) {
    const configs = mapKeys<unknown>(copy.chart_configuration, idMap);
    for (const [key, config] of Object.entries(configs)) {
      if (!isObject(config)) continue;
      config.id = Number(key);
      if (isObject(config.crossFilters)) {
        mapScope(config.crossFilters.scope, idMap);
        config.crossFilters.chartsInScope = mapIds(config.crossFilters.chartsInScope, idMap);
      }
    }
    copy.chart_configuration = configs;
  }
  const global = copy.global_chart_configuration;
  if (isObject(global)) {
    mapScope(global.scope, idMap);
    if ('chartsInScope' in global) global.chartsInScope = mapIds(global.chartsInScope, idMap);
  }
  if ('timed_refresh_immune_slices' in copy)
    copy.timed_refresh_immune_slices = mapIds(copy.timed_refresh_immune_slices, idMap);
  if ('expanded_slices' in copy) copy.expanded_slices = mapKeys(copy.expanded_slices, idMap);
  return copy;
}
