import { useCallback, useEffect, useState } from 'react';
import { FilterSelect, type FilterOption } from '@app/components/listPage/FilterSelect';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { dashboardOwnerChoices } from './dashboardListCalls';
import type { DashboardFilters, DashboardStatus } from './dashboardListRequest';

type YesNo = 'yes' | 'no';
const YES_NO: FilterOption<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const STATUSES: FilterOption<DashboardStatus>[] = [
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
];
const toYesNo = (flag: boolean | undefined): YesNo | undefined =>
  flag === undefined ? undefined : flag ? 'yes' : 'no';
const fromYesNo = (value: YesNo | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'yes';

/** The dashboard list's search box and filters: owner, status, favourite, certified. */
export function DashboardListFilters({
  filters,
  onChange,
}: {
  filters: DashboardFilters;
  onChange: (change: Partial<DashboardFilters>) => void;
}) {
  const showError = useApiErrorToast();
  const [owners, setOwners] = useState<FilterOption<number>[]>([]);
  const searchOwners = useCallback(
    (text: string) => void dashboardOwnerChoices(text).then(setOwners, showError),
    [showError],
  );
  // The first choices load once; typing asks the server again.
  useEffect(() => searchOwners(''), [searchOwners]);

  return (
    <>
      <span data-test="dashboard-list-search">
        <SearchBox
          label="Search dashboards"
          placeholder="Search by title or slug"
          onSearch={(search) => onChange({ search })}
          width={260}
        />
      </span>
      <FilterSelect<number>
        label="Owner"
        value={filters.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        onSearch={searchOwners}
        options={owners}
      />
      <FilterSelect<DashboardStatus>
        label="Status"
        value={filters.status}
        onChange={(status) => onChange({ status })}
        options={STATUSES}
      />
      <FilterSelect<YesNo>
        label="Favorite"
        value={toYesNo(filters.favorite)}
        onChange={(value) => onChange({ favorite: fromYesNo(value) })}
        options={YES_NO}
      />
      <FilterSelect<YesNo>
        label="Certified"
        value={toYesNo(filters.certified)}
        onChange={(value) => onChange({ certified: fromYesNo(value) })}
        options={YES_NO}
      />
    </>
  );
}
