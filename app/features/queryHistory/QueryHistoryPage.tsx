import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DatabaseRecord } from '@common/api/databases';
import { listDatabases } from '@app/api/databases';
import { type QueryHistoryItem, searchQueryHistory } from '@app/api/queries';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { ListTable } from '@app/components/listPage/ListTable';
import { useListPage } from '@app/components/listPage/useListPage';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { historyColumns } from './historyColumns';
import {
  DEFAULT_HISTORY_SORT,
  historyFilters,
  type HistoryFilters,
  NO_HISTORY_FILTERS,
} from './historyRequest';
import { QueryHistoryFilters } from './QueryHistoryFilters';
import { useUserOptions } from './useUserOptions';

const load = (state: ListState<HistoryFilters>) =>
  searchQueryHistory(listRequest(state, historyFilters(state.filters)));

/** /sqllab/history/: past runs, filtered and paged on the server; admins see everyone's. */
export function QueryHistoryPage() {
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const users = useUserOptions();
  const [databases, setDatabases] = useState<DatabaseRecord[]>([]);
  const list = useListPage({
    load,
    filters: NO_HISTORY_FILTERS,
    sort: DEFAULT_HISTORY_SORT,
    rowKey: (query: QueryHistoryItem) => query.id,
  });

  useEffect(() => {
    listDatabases().then((answer) => setDatabases(answer.result), showError);
  }, [showError]);

  const columns = useMemo(
    () => historyColumns((id) => navigate(`/sqllab/?queryId=${id}`)),
    [navigate],
  );

  return (
    <div className="tessera-page">
      <ListPageHeader title="Query history" />
      <QueryHistoryFilters
        filters={list.state.filters}
        onChange={list.setFilters}
        databases={databases}
        users={users.available ? users : null}
      />
      <ListTable list={list} columns={columns} emptyText="No queries match these filters." />
    </div>
  );
}
