import { useMemo } from 'react';
import type { NativeFilterItem } from '@common/dashboard/dashboardMetadata';
import { parentsExtraFormData } from './cascade';
import { chartsOfFilter, chartsRejectingFilter } from './filterBarRules';
import { FilterItem } from './FilterItem';
import type { FilterBarModel } from './useFilterBarModel';

/**
 * The bar's filters and dividers in configuration order. A child filter's options follow its
 * parents' values as picked in the bar (the draft), so a cascade narrows before Apply.
 */
export function FilterList({ model, items }: { model: FilterBarModel; items: NativeFilterItem[] }) {
  const { layout, allChartIds, chartNames, answers, draft, missing, change } = model;
  const scopes = useMemo(() => {
    const byFilter: Record<string, { names: string[]; rejected: string[] }> = {};
    for (const item of items) {
      if (item.type !== 'NATIVE_FILTER') continue;
      const ids = chartsOfFilter(item, layout, allChartIds);
      const name = (id: number) => chartNames[id] ?? `Chart ${id}`;
      byFilter[item.id] = {
        names: ids.map(name),
        rejected: chartsRejectingFilter(item, ids, answers).map(name),
      };
    }
    return byFilter;
  }, [items, layout, allChartIds, chartNames, answers]);

  return (
    <>
      {items.map((item) =>
        item.type === 'DIVIDER' ? (
          <div key={item.id} className="nf-divider" data-test={`filter-divider-${item.id}`}>
            <div className="nf-divider-title">{item.title}</div>
            {item.description && <div className="nf-divider-description">{item.description}</div>}
          </div>
        ) : (
          <FilterItem
            key={item.id}
            filter={item}
            mask={draft[item.id]}
            parentsExtra={parentsExtraFormData(item, draft)}
            error={missing[item.id]}
            chartNames={scopes[item.id]?.names ?? []}
            rejectedNames={scopes[item.id]?.rejected ?? []}
            onChange={(mask) => change(item.id, mask)}
          />
        ),
      )}
    </>
  );
}
