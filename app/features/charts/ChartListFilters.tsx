import { useEffect, useState } from 'react';
import { listDashboards } from '@app/api/dashboards';
import { chartCatalog } from '@app/charts/registry';
import { FilterSelect, type FilterOption } from '@app/components/listPage/FilterSelect';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { chartOwnerChoices } from './chartListCalls';
import type { ChartFilters } from './chartListRequest';
import { datasetChoices } from './datasetChoices';

type YesNo = 'yes' | 'no';
const YES_NO: FilterOption<YesNo>[] = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const toYesNo = (flag: boolean | undefined): YesNo | undefined =>
  flag === undefined ? undefined : flag ? 'yes' : 'no';
const fromYesNo = (value: YesNo | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'yes';

/** Dashboards whose title holds `text`, as filter choices. */
async function dashboardChoices(text: string): Promise<FilterOption<number>[]> {
  const answer = await listDashboards({
    filters: text.trim() ? [{ col: 'dashboard_title', opr: 'ct', value: text.trim() }] : [],
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  });
  return answer.result.map((d) => ({ value: d.id, label: d.dashboard_title }));
}

/** The chart list's search box and filters: owner, type, dataset, dashboard, favourite, certified. */
export function ChartListFilters({
  filters,
  onChange,
}: {
  filters: ChartFilters;
  onChange: (change: Partial<ChartFilters>) => void;
}) {
  const showError = useApiErrorToast();
  const [owners, setOwners] = useState<FilterOption<number>[]>([]);
  const [datasets, setDatasets] = useState<FilterOption<number>[]>([]);
  const [dashboards, setDashboards] = useState<FilterOption<number>[]>([]);
  const searchOwners = (text: string) => void chartOwnerChoices(text).then(setOwners, showError);
  const searchDatasets = (text: string) => void datasetChoices(text).then(setDatasets, showError);
  const searchDashboards = (text: string) =>
    void dashboardChoices(text).then(setDashboards, showError);
  useEffect(() => {
    searchOwners('');
    searchDatasets('');
    searchDashboards('');
    // The first choices load once; typing asks the server again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const types = chartCatalog().map((type) => ({ value: type.vizType, label: type.name }));

  return (
    <>
      <span data-test="chart-list-search">
        <SearchBox
          label="Search charts"
          placeholder="Search by name, description, type or dataset"
          onSearch={(search) => onChange({ search })}
          width={300}
        />
      </span>
      <FilterSelect<number>
        label="Owner"
        value={filters.ownerId}
        onChange={(ownerId) => onChange({ ownerId })}
        onSearch={searchOwners}
        options={owners}
      />
      <FilterSelect<string>
        label="Chart type"
        value={filters.vizType}
        onChange={(vizType) => onChange({ vizType })}
        options={types}
      />
      <FilterSelect<number>
        label="Dataset"
        value={filters.datasetId}
        onChange={(datasetId) => onChange({ datasetId })}
        onSearch={searchDatasets}
        options={datasets}
      />
      <FilterSelect<number>
        label="Dashboard"
        value={filters.dashboardId}
        onChange={(dashboardId) => onChange({ dashboardId })}
        onSearch={searchDashboards}
        options={dashboards}
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
