import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import type { SavedQueryRecord } from '@common/api/savedQueries';
import { deleteSavedQueries, deleteSavedQuery, listSavedQueries } from '@app/api/savedQueries';
import { copyToClipboard } from '@app/components/copyToClipboard';
import { BulkActions } from '@app/components/listPage/BulkActions';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { countOf } from '@app/components/listPage/listSelection';
import { listRequest, type ListState } from '@app/components/listPage/listState';
import { ListTable } from '@app/components/listPage/ListTable';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useListPage } from '@app/components/listPage/useListPage';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { SavedQueryEditModal } from './SavedQueryEditModal';
import { SavedQueryScheduleModal } from './SavedQueryScheduleModal';
import { savedQueryColumns } from './savedQueryColumns';
import {
  DEFAULT_SAVED_QUERY_SORT,
  NO_SAVED_QUERY_FILTERS,
  savedQueryFilters,
  type SavedQueryFilters,
} from './savedQueryListRequest';
import { savedQueryLink } from './savedQueryLink';
import { COPY_FAILED, LINK_COPIED } from './savedQueryMessages';

const plural = (count: number) => countOf(count, 'saved query', 'saved queries');

const load = (state: ListState<SavedQueryFilters>) =>
  listSavedQueries(listRequest(state, savedQueryFilters(state.filters)));

/** /savedqueryview/list/: search, sort, edit, schedule, share and delete saved queries. */
export function SavedQueriesPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const list = useListPage({
    load,
    filters: NO_SAVED_QUERY_FILTERS,
    sort: DEFAULT_SAVED_QUERY_SORT,
    rowKey: (query: SavedQueryRecord) => query.id,
  });
  const [editing, setEditing] = useState<SavedQueryRecord | null>(null);
  const [scheduling, setScheduling] = useState<SavedQueryRecord | null>(null);
  const { act } = list;

  const columns = useMemo(
    () =>
      savedQueryColumns({
        open: (query) => navigate(`/sqllab/?savedQueryId=${query.id}`),
        copyLink: (query) =>
          void copyToClipboard(savedQueryLink(query.id)).then((copied) =>
            dispatch(copied ? addSuccessToast(LINK_COPIED) : addDangerToast(COPY_FAILED)),
          ),
        edit: setEditing,
        schedule: setScheduling,
        remove: (query) => act(deleteSavedQuery(query.id), `Deleted: ${query.label}`, [query.id]),
      }),
    [act, dispatch, navigate],
  );

  return (
    <div className="tessera-page">
      <ListPageHeader title="Saved queries" />
      <FilterBar>
        <SearchBox
          label="Search saved queries"
          placeholder="Search name, description or SQL"
          onSearch={(search) => list.setFilters({ search })}
          width={320}
        />
        <BulkActions
          selected={list.selection.keys}
          actions={[
            {
              label: 'Delete selected',
              danger: true,
              confirmTitle: 'Delete saved queries',
              confirmText: (count) => `Delete ${plural(count)}? This cannot be undone.`,
              confirmButton: 'Delete',
              run: (ids) => act(deleteSavedQueries(ids), `Deleted ${plural(ids.length)}`, ids),
            },
          ]}
        />
      </FilterBar>
      <ListTable list={list} columns={columns} emptyText="No saved queries." selectable />
      <SavedQueryEditModal
        query={editing}
        onClose={() => setEditing(null)}
        onSaved={() => (setEditing(null), list.reload())}
      />
      <SavedQueryScheduleModal query={scheduling} onClose={() => setScheduling(null)} />
    </div>
  );
}
