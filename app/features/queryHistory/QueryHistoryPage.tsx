import { Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DatabaseRecord } from '../../../common/api/databases';
import { listDatabases } from '../../api/databases';
import { type QueryHistoryPage as HistoryAnswer, searchQueryHistory } from '../../api/queries';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { historyColumns } from './historyColumns';
import {
  HISTORY_PAGE_SIZE,
  historyRequest,
  type HistoryFilters,
  NO_HISTORY_FILTERS,
} from './historyRequest';
import { QueryHistoryFilters } from './QueryHistoryFilters';
import { useUserOptions } from './useUserOptions';

/** /sqllab/history/: past runs, filtered and paged on the server; admins see everyone's. */
export function QueryHistoryPage() {
  const navigate = useNavigate();
  const showError = useApiErrorToast();
  const users = useUserOptions();
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<HistoryAnswer>({ count: 0, ids: [], result: [] });
  const [loading, setLoading] = useState(true);
  const [databases, setDatabases] = useState<DatabaseRecord[]>([]);

  useEffect(() => {
    listDatabases().then((list) => setDatabases(list.result), showError);
  }, [showError]);

  useEffect(() => {
    let current = true;
    setLoading(true);
    searchQueryHistory(historyRequest(filters, page))
      .then((next) => current && setAnswer(next), showError)
      .finally(() => current && setLoading(false));
    // A slower answer to an older filter must not overwrite the newer one.
    return () => {
      current = false;
    };
  }, [filters, page, showError]);

  const columns = useMemo(
    () => historyColumns((id) => navigate(`/sqllab/?queryId=${id}`)),
    [navigate],
  );

  return (
    <div className="tessera-page">
      <Typography.Title level={1}>Query history</Typography.Title>
      <QueryHistoryFilters
        filters={filters}
        onChange={(next) => (setPage(0), setFilters(next))}
        databases={databases}
        users={users.available ? users : null}
      />
      <Table
        rowKey="id"
        loading={loading}
        dataSource={answer.result}
        columns={columns}
        locale={{ emptyText: 'No queries match these filters.' }}
        pagination={{
          current: page + 1,
          pageSize: HISTORY_PAGE_SIZE,
          total: answer.count,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
      />
    </div>
  );
}
