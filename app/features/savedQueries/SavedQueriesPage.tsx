import { Button, Input, Modal, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedQueryListResponse, SavedQueryRecord } from '../../../common/api/savedQueries';
import { deleteSavedQueries, deleteSavedQuery, listSavedQueries } from '../../api/savedQueries';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { addDangerToast, addSuccessToast } from '../../store/messageToasts';
import { useAppDispatch } from '../../store/store';
import { copyToClipboard } from '../../components/copyToClipboard';
import { SavedQueryEditModal } from './SavedQueryEditModal';
import { SavedQueryScheduleModal } from './SavedQueryScheduleModal';
import { savedQueryColumns } from './savedQueryColumns';
import {
  DEFAULT_SAVED_QUERY_SORT,
  SAVED_QUERIES_PAGE_SIZE,
  savedQueryListRequest,
  type SavedQuerySort,
} from './savedQueryListRequest';
import { savedQueryLink } from './savedQueryLink';
import { COPY_FAILED, LINK_COPIED } from './savedQueryMessages';

const plural = (count: number) => `${count} saved quer${count === 1 ? 'y' : 'ies'}`;

/** /savedqueryview/list/: search, sort, edit, schedule, share and delete saved queries. */
export function SavedQueriesPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SavedQuerySort>(DEFAULT_SAVED_QUERY_SORT);
  const [page, setPage] = useState(0);
  const [answer, setAnswer] = useState<SavedQueryListResponse>({ count: 0, ids: [], result: [] });
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [confirmBulk, setConfirmBulk] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [editing, setEditing] = useState<SavedQueryRecord | null>(null);
  const [scheduling, setScheduling] = useState<SavedQueryRecord | null>(null);

  const reload = useCallback(async () => {
    setLoading(true);
    try {
      setAnswer(await listSavedQueries(savedQueryListRequest(search, sort, page)));
    } catch (error) {
      showError(error);
    } finally {
      setLoading(false);
    }
  }, [search, sort, page, showError]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const afterDelete = useCallback(
    async (ids: number[], message: string) => {
      dispatch(addSuccessToast(message));
      setSelected((keys) => keys.filter((key) => !ids.includes(key)));
      // Deleting the last rows of a page would leave it empty: step back one page.
      if (page > 0 && answer.result.every((row) => ids.includes(row.id))) setPage(page - 1);
      else await reload();
    },
    [answer.result, dispatch, page, reload],
  );

  const columns = useMemo(
    () =>
      savedQueryColumns(sort, {
        open: (query) => navigate(`/sqllab/?savedQueryId=${query.id}`),
        copyLink: (query) =>
          void copyToClipboard(savedQueryLink(query.id)).then((copied) =>
            dispatch(copied ? addSuccessToast(LINK_COPIED) : addDangerToast(COPY_FAILED)),
          ),
        edit: setEditing,
        schedule: setScheduling,
        remove: async (query) => {
          try {
            await deleteSavedQuery(query.id);
            await afterDelete([query.id], `Deleted: ${query.label}`);
          } catch (error) {
            showError(error);
          }
        },
      }),
    [afterDelete, dispatch, navigate, showError, sort],
  );

  const deleteSelected = async () => {
    setDeleting(true);
    try {
      await deleteSavedQueries(selected);
      setConfirmBulk(false);
      await afterDelete(selected, `Deleted ${plural(selected.length)}`);
    } catch (error) {
      showError(error);
    } finally {
      setDeleting(false);
    }
  };

  return (
    <div className="tessera-page">
      <Typography.Title level={1}>Saved queries</Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          placeholder="Search name, description or SQL"
          aria-label="Search saved queries"
          allowClear
          onSearch={(text) => (setPage(0), setSearch(text))}
          style={{ width: 320 }}
        />
        <Button danger disabled={selected.length === 0} onClick={() => setConfirmBulk(true)}>
          Delete selected
        </Button>
      </Space>
      <Table<SavedQueryRecord>
        rowKey="id"
        loading={loading}
        dataSource={answer.result}
        columns={columns}
        locale={{ emptyText: 'No saved queries.' }}
        rowSelection={{
          selectedRowKeys: selected,
          // A selection may span pages; the bulk delete says how many it removes.
          preserveSelectedRowKeys: true,
          onChange: (keys) => setSelected(keys.map(Number)),
        }}
        onChange={(pagination, _filters, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          const column = one?.columnKey === 'label' ? 'label' : 'changed_on';
          // antd clears the order on a third click; fall back to the default order then.
          const next: SavedQuerySort = one?.order
            ? { column, direction: one.order === 'ascend' ? 'asc' : 'desc' }
            : DEFAULT_SAVED_QUERY_SORT;
          if (next.column !== sort.column || next.direction !== sort.direction) {
            setSort(next);
            setPage(0);
          } else setPage((pagination.current ?? 1) - 1);
        }}
        pagination={{
          current: page + 1,
          pageSize: SAVED_QUERIES_PAGE_SIZE,
          total: answer.count,
          showSizeChanger: false,
        }}
      />
      <Modal
        title="Delete saved queries"
        open={confirmBulk}
        okText="Delete"
        okButtonProps={{ danger: true }}
        confirmLoading={deleting}
        onOk={() => void deleteSelected()}
        onCancel={() => setConfirmBulk(false)}
      >
        Delete {plural(selected.length)}? This cannot be undone.
      </Modal>
      <SavedQueryEditModal
        query={editing}
        onClose={() => setEditing(null)}
        onSaved={() => (setEditing(null), void reload())}
      />
      <SavedQueryScheduleModal query={scheduling} onClose={() => setScheduling(null)} />
    </div>
  );
}
