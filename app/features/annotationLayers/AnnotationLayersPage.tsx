import { useState } from 'react';
import { Link } from 'react-router';
import type { AnnotationLayerRecord } from '@common/api/annotationLayers';
import { deleteAnnotationLayers, listAnnotationLayers } from '@app/api/annotationLayers';
import { Button, Space } from '@app/components/antdKit';
import { ErrorPage } from '@app/components/ErrorPage';
import { BulkActions } from '@app/components/listPage/BulkActions';
import { ConfirmButton } from '@app/components/listPage/ConfirmButton';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { listRequest, type ListState, textFilter } from '@app/components/listPage/listState';
import { type ListColumn, ListTable } from '@app/components/listPage/ListTable';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useListPage } from '@app/components/listPage/useListPage';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { AnnotationLayerModal } from './AnnotationLayerModal';

type Filters = { search: string };

const SORT = { column: 'changed_on', direction: 'desc' } as const;
const plural = (count: number) => `${count} annotation layer${count === 1 ? '' : 's'}`;

const load = (state: ListState<Filters>) =>
  listAnnotationLayers(listRequest(state, textFilter('name', state.filters.search)));

/** /annotationlayer/list/: annotation layers to search, add, edit and delete. */
export function AnnotationLayersPage() {
  const list = useListPage({
    load,
    filters: { search: '' },
    sort: SORT,
    rowKey: (layer: AnnotationLayerRecord) => layer.id,
  });
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<AnnotationLayerRecord | null>(null);
  const [open, setOpen] = useState(false);

  if (list.forbidden) return <ErrorPage status={403} />;

  const columns: ListColumn<AnnotationLayerRecord>[] = [
    {
      title: 'Name',
      key: 'name',
      sortable: true,
      width: '28%',
      render: (layer) => <Link to={`/annotationlayer/${layer.id}/annotation/`}>{layer.name}</Link>,
    },
    { title: 'Description', key: 'descr', render: (layer) => layer.descr },
    {
      title: 'Created by',
      key: 'created_by',
      render: (layer) =>
        layer.created_by ? `${layer.created_by.first_name} ${layer.created_by.last_name}` : '',
    },
    {
      title: 'Last modified',
      key: 'changed_on',
      sortable: true,
      render: (layer) => layer.changed_on_delta_humanized,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (layer) => (
        <Space>
          <Button size="small" onClick={() => (setEditing(layer), setOpen(true))}>
            Edit
          </Button>
          <ConfirmButton
            question={`Delete annotation layer ${layer.name} and its annotations?`}
            okText="Delete"
            onConfirm={() =>
              list.act(
                deleteAnnotationLayers([layer.id]),
                `Annotation layer ${layer.name} was deleted`,
                [layer.id],
              )
            }
          >
            Delete
          </ConfirmButton>
        </Space>
      ),
    },
  ];

  return (
    <div className="tessera-page">
      <ListPageHeader title="Annotation layers">
        <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
          + Annotation layer
        </Button>
      </ListPageHeader>
      <FilterBar>
        <SearchBox
          label="Search annotation layers"
          placeholder="Search by name"
          onSearch={(search) => list.setFilters({ search })}
        />
        <BulkActions
          selected={list.selection.keys}
          actions={[
            {
              label: 'Delete selected',
              danger: true,
              confirmTitle: 'Delete annotation layers',
              confirmText: (count) =>
                `Delete ${plural(count)} with their annotations? This cannot be undone.`,
              confirmButton: 'Delete',
              run: (ids) =>
                list.act(deleteAnnotationLayers(ids), `Deleted ${plural(ids.length)}`, ids),
            },
          ]}
        />
      </FilterBar>
      <ListTable
        list={list}
        columns={columns}
        selectable
        emptyText="No annotation layers yet. Add one to mark events and periods on time-series charts."
      />
      <AnnotationLayerModal
        layer={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(layer, created) => {
          setOpen(false);
          dispatch(
            addSuccessToast(`Annotation layer ${layer.name} was ${created ? 'created' : 'saved'}`),
          );
          list.reload();
        }}
      />
    </div>
  );
}
