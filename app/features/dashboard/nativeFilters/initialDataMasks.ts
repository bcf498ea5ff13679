/**
 * The data masks a dashboard opens with: each filter's default, then the URL's
 * `native_filters` or a permalink's dataMask on top; a permalink's cross-filters are kept.
 */
import type {
  DashboardDataMask,
  DashboardMetadata,
  DataMaskMap,
  NativeFilter,
} from '@common/dashboard/dashboardMetadata';
import { dataMaskForValue, type FilterMask } from './filterDataMask';

/** A mask as a URL or permalink carries it: any part may be missing. */
export type PartialMask = Partial<Omit<DashboardDataMask, 'filterState'>> & {
  filterState?: Partial<DashboardDataMask['filterState']>;
};

export interface InitialMaskSources {
  /** The rison-decoded `native_filters` URL parameter, by filter id. */
  urlNativeFilters?: Record<string, PartialMask> | null;
  /** A permalink's dataMask (filters by id, cross-filters by chart id). */
  permalinkDataMask?: Record<string, PartialMask> | null;
}

const isChartKey = (key: string) => /^\d+$/.test(key);

/** The filter's saved default, normalised (older metadata may lack parts). */
function defaultMask(filter: NativeFilter): FilterMask {
  const saved = filter.defaultDataMask as Partial<FilterMask> | undefined;
  return {
    extraFormData: saved?.extraFormData ?? {},
    filterState: saved?.filterState ?? {},
    ...(saved?.ownState ? { ownState: saved.ownState } : {}),
  };
}

/**
 * An override of a filter's mask: its extraFormData as given, or, when only a value is given
 * (a hand-written URL), the extraFormData that value means for this filter.
 */
function overrideMask(filter: NativeFilter, override: PartialMask): FilterMask {
  if (override.extraFormData) {
    return {
      extraFormData: override.extraFormData,
      filterState: override.filterState ?? {},
      ...(override.ownState ? { ownState: override.ownState } : {}),
    };
  }
  const built = dataMaskForValue(filter, override.filterState?.value);
  return { ...built, filterState: { ...built.filterState, ...override.filterState } };
}

/**
 * Masks by id: every native filter's default, replaced by the URL's value for it, replaced by
 * the permalink's. Unknown filter ids are dropped; cross-filter masks (chart-id keys) of a
 * permalink are kept unless cross-filters are off.
 */
export function initialDataMasks(
  metadata: DashboardMetadata,
  sources: InitialMaskSources = {},
): DataMaskMap {
  const masks: DataMaskMap = {};
  const overrides = [sources.urlNativeFilters ?? {}, sources.permalinkDataMask ?? {}];
  for (const item of metadata.native_filter_configuration ?? []) {
    if (item.type !== 'NATIVE_FILTER') continue;
    let mask = defaultMask(item);
    for (const source of overrides) {
      const override = source[item.id];
      if (override) mask = overrideMask(item, override);
    }
    masks[item.id] = { id: item.id, ...mask };
  }
  if (metadata.cross_filters_enabled !== false) {
    for (const [key, mask] of Object.entries(sources.permalinkDataMask ?? {})) {
      if (!isChartKey(key) || !mask.extraFormData) continue;
      masks[key] = {
        id: key,
        extraFormData: mask.extraFormData,
        filterState: mask.filterState ?? {},
        ...(mask.ownState ? { ownState: mask.ownState } : {}),
      };
    }
  }
  return masks;
}
