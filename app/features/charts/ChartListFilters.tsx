import { useEffect, useState } from 'react';
import { listDashboards } from '@app/api/dashboards';
import { chartCatalog } from '@app/charts/registry';
import { FilterSelect, type FilterOption } from '@app/components/listPage/FilterSelect';
import { ResourceListFilters } from '@app/components/resourceList/ResourceListFilters';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import type { ChartFilters } from './chartListRequest';
import { datasetChoices } from './datasetChoices';

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
  const [datasets, setDatasets] = useState<FilterOption<number>[]>([]);
  const [dashboards, setDashboards] = useState<FilterOption<number>[]>([]);
  const searchDatasets = (text: string) => void datasetChoices(text).then(setDatasets, showError);
  const searchDashboards = (text: string) =>
    void dashboardChoices(text).then(setDashboards, showError);
  useEffect(() => {
    searchDatasets('');
    searchDashboards('');
    // The first choices load once; typing asks the server again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const types = chartCatalog().map((type) => ({ value: type.vizType, label: type.name }));

  return (
    <ResourceListFilters
      resource="chart"
      search={{
        label: 'Search charts',
        placeholder: 'Search by name, description, type or dataset',
        width: 300,
      }}
      filters={filters}
      onChange={onChange}
    >
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
    </ResourceListFilters>
  );
}
