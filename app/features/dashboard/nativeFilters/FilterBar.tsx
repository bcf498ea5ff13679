import { lazy, Suspense, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import type { FilterBarOrientation } from '@common/dashboard/dashboardMetadata';
import { FILTER_BAR_WIDTHS } from '@common/dashboard/layoutTypes';
import { setFilterBarOpen } from '../state/dashboardSlice';
import { useDashboardDispatch, useDashboardSelector } from '../state/dashboardStore';
import { CrossFilterChipList } from './CrossFilterChipList';
import { FilterBarMenu } from './FilterBarMenu';
import { FilterList } from './FilterList';
import { HorizontalFilters } from './HorizontalFilters';
import { useFilterBarModel, type FilterBarModel } from './useFilterBarModel';
import './nativeFilters.css';

// The configuration modal is for editors and opened on demand: it loads on first open.
const FilterConfigModal = lazy(() =>
  import('./config/FilterConfigModal').then((m) => ({ default: m.FilterConfigModal })),
);

export const NO_FILTERS_MESSAGE = 'No filters are currently added to this dashboard';

function EmptyState({ model, onEdit }: { model: FilterBarModel; onEdit: () => void }) {
  return (
    <div className="nf-empty">
      <p>{NO_FILTERS_MESSAGE}</p>
      {model.canEdit && (
        <Button size="small" onClick={onEdit} data-test="add-edit-filters-button">
          Add/Edit filters
        </Button>
      )}
    </div>
  );
}

function ApplyButtons({ model }: { model: FilterBarModel }) {
  return (
    <div className="nf-actions">
      <Button
        variant="primary"
        size="small"
        disabled={!model.canApply}
        onClick={model.apply}
        data-test="apply-filters-button"
      >
        Apply filters
      </Button>
      <Button
        variant="text"
        size="small"
        disabled={!model.hasValues}
        onClick={model.clearAll}
        data-test="clear-all-filters-button"
      >
        Clear all
      </Button>
    </div>
  );
}

/**
 * The dashboard's filter bar: native filters (values go to the draft until "Apply filters"),
 * dividers, and the applied cross-filters as chips. VERTICAL sits left and collapses to a thin
 * strip; HORIZONTAL is a row under the header with the overflow under "More filters".
 */
export function FilterBar({ orientation }: { orientation: FilterBarOrientation }) {
  const model = useFilterBarModel();
  const dispatch = useDashboardDispatch();
  const open = useDashboardSelector((s) => s.dashboard.ui.filterBarOpen);
  const [configOpen, setConfigOpen] = useState(false);
  const editFilters = () => setConfigOpen(true);
  const config = configOpen && (
    <Suspense fallback={null}>
      <FilterConfigModal onClose={() => setConfigOpen(false)} />
    </Suspense>
  );
  const empty = model.filters.length === 0;

  if (orientation === 'HORIZONTAL') {
    return (
      <section className="nf-bar nf-bar-horizontal" data-test="filter-bar" aria-label="Filters">
        <FilterBarMenu model={model} orientation={orientation} onEditFilters={editFilters} />
        {empty ? (
          <EmptyState model={model} onEdit={editFilters} />
        ) : (
          <HorizontalFilters model={model} />
        )}
        <CrossFilterChipList chips={model.chips} onRemove={model.removeChip} />
        {!empty && <ApplyButtons model={model} />}
        {config}
      </section>
    );
  }

  if (!open) {
    const count = model.filters.filter(
      (f) => model.applied[f.id]?.filterState.value != null,
    ).length;
    return (
      <aside className="nf-bar nf-bar-collapsed" data-test="filter-bar" aria-label="Filters">
        <button
          type="button"
          className="nf-collapse"
          aria-label="Expand filter bar"
          data-test="filter-bar-expand"
          onClick={() => dispatch(setFilterBarOpen(true))}
        >
          »
        </button>
        <svg
          className="nf-collapsed-icon"
          viewBox="0 0 16 16"
          width="16"
          height="16"
          aria-hidden="true"
        >
          <path
            d="M2 3h12l-4.5 5.5V13l-3 1.5V8.5z"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.4"
            strokeLinejoin="round"
          />
        </svg>
        {count + model.chips.length > 0 && (
          <span className="nf-collapsed-count" title="Filters applied">
            {count + model.chips.length}
          </span>
        )}
      </aside>
    );
  }

  return (
    <aside
      className="nf-bar nf-bar-vertical"
      data-test="filter-bar"
      aria-label="Filters"
      style={{ width: FILTER_BAR_WIDTHS[0] }}
    >
      <header className="nf-bar-header">
        <h2 className="nf-bar-title">Filters</h2>
        <FilterBarMenu model={model} orientation={orientation} onEditFilters={editFilters} />
        <button
          type="button"
          className="nf-collapse"
          aria-label="Collapse filter bar"
          data-test="filter-bar-collapse"
          onClick={() => dispatch(setFilterBarOpen(false))}
        >
          «
        </button>
      </header>
      {model.canEdit && !empty && (
        <button type="button" className="nf-edit-link" onClick={editFilters}>
          + Add/Edit filters
        </button>
      )}
      <div className="nf-bar-body">
        <CrossFilterChipList chips={model.chips} onRemove={model.removeChip} />
        {empty ? (
          <EmptyState model={model} onEdit={editFilters} />
        ) : (
          <FilterList model={model} items={model.items} />
        )}
      </div>
      {!empty && <ApplyButtons model={model} />}
      {config}
    </aside>
  );
}
