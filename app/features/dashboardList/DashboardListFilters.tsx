import { FilterSelect, type FilterOption } from '@app/components/listPage/FilterSelect';
import { ResourceListFilters } from '@app/components/resourceList/ResourceListFilters';
import type { DashboardFilters, DashboardStatus } from './dashboardListRequest';

const STATUSES: FilterOption<DashboardStatus>[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];

/** The dashboard list's search box and filters: owner, status, favourite, certified. */
export function DashboardListFilters({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange: (change: Partial<DashboardFilters>) => void;
}) {
  return (
    <ResourceListFilters
      resource="dashboard"
      search={{ label: 'Search dashboards', placeholder: 'Search by title or slug', width: 260 }}
      filters={filters}
      onChange={onChange}
    >
      <FilterSelect<DashboardStatus>
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={STATUSES}
      />
    </ResourceListFilters>
  );
}
