import { isObject, type StoredLayout } from './parseDashboardLayout';

/** Old chart id → new chart id. */
export type ChartIdMap = ReadonlyMap<number, number>;

/** A chart id as JSON holds it (number, or text as an object key) mapped, else unchanged. */
function mapId(value: unknown, ids: ChartIdMap): unknown {
  if (typeof value === 'number') return ids.get(value) ?? value;
  if (typeof value === 'string' && /^\d+$/.test(value)) {
    const mapped = ids.get(Number(value));
    return mapped === undefined ? value : String(mapped);
  }
  return value;
}

const mapList = (value: unknown, ids: ChartIdMap) =>
  Array.isArray(value) ? value.map((item) => mapId(item, ids)) : value;

const mapKeys = (value: unknown, ids: ChartIdMap, inner: (entry: unknown) => unknown) =>
  isObject(value)
    ? Object.fromEntries(
        Object.entries(value).map(([key, entry]) => [String(mapId(key, ids)), inner(entry)]),
      )
    : value;

/** A scope `{rootPath, excluded}` with its excluded chart ids mapped. */
function mapScope(scope: unknown, ids: ChartIdMap): unknown {
  return isObject(scope) ? { ...scope, excluded: mapList(scope.excluded, ids) } : scope;
}

/** A filter or cross-filter holder: its scope's excluded ids and chartsInScope mapped. */
function mapScoped(item: unknown, ids: ChartIdMap): unknown {
  if (!isObject(item)) return item;
  return {
    ...item,
    ...('scope' in item ? { scope: mapScope(item.scope, ids) } : {}),
    ...('chartsInScope' in item ? { chartsInScope: mapList(item.chartsInScope, ids) } : {}),
  };
}

/** The layout with every CHART's meta.chartId mapped (Save as with duplicated charts). */
export function remapLayoutCharts(layout: StoredLayout, ids: ChartIdMap): StoredLayout {
  return Object.fromEntries(
    Object.entries(layout).map(([key, entry]) => {
      if (!isObject(entry) || entry.type !== 'CHART' || !isObject(entry.meta)) return [key, entry];
      return [key, { ...entry, meta: { ...entry.meta, chartId: mapId(entry.meta.chartId, ids) } }];
    }),
  );
}

/**
 * json_metadata with its chart ids mapped: per-chart cross-filter configuration (keys, ids,
 * scopes), the global one, native filter scopes, refresh-immune charts, expanded descriptions
 * and the legacy filter scopes' keys and immune lists.
 */
export function remapMetadataCharts(
  metadata: Record<string, unknown>,
  ids: ChartIdMap,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...metadata };
  if ('chart_configuration' in metadata)
    result.chart_configuration = mapKeys(metadata.chart_configuration, ids, (config) =>
      isObject(config)
        ? {
            ...config,
            id: mapId(config.id, ids),
            crossFilters: mapScoped(config.crossFilters, ids),
          }
        : config,
    );
  if ('global_chart_configuration' in metadata)
    result.global_chart_configuration = mapScoped(metadata.global_chart_configuration, ids);
  if (Array.isArray(metadata.native_filter_configuration))
    result.native_filter_configuration = metadata.native_filter_configuration.map((filter) =>
      mapScoped(filter, ids),
    );
  if ('timed_refresh_immune_slices' in metadata)
    result.timed_refresh_immune_slices = mapList(metadata.timed_refresh_immune_slices, ids);
  if ('expanded_slices' in metadata)
    result.expanded_slices = mapKeys(metadata.expanded_slices, ids, (entry) => entry);
  if ('filter_scopes' in metadata)
    result.filter_scopes = mapKeys(metadata.filter_scopes, ids, (columns) =>
      mapKeys(columns, new Map(), (scope) =>
        isObject(scope) ? { ...scope, immune: mapList(scope.immune, ids) } : scope,
      ),
    );
  return result;
}
