import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import type { AnnotationRecordResponse } from '@common/api/annotationLayers';
import { deleteAnnotations, getAnnotationLayer, listAnnotations } from '@app/api/annotationLayers';
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
import { AnnotationModal } from './AnnotationModal';
import { shownTime } from './fieldErrors';

type Filters = { search: string };

const SORT = { column: 'start_dttm', direction: 'desc' } as const;
const plural = (count: number) => `${count} annotation${count === 1 ? '' : 's'}`;

/** /annotationlayer/{id}/annotation/: one layer's annotations to add, edit and delete. */
export function AnnotationsPage() {
  const layerId = Number(useParams().layerId);
  const [layerName, setLayerName] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    getAnnotationLayer(layerId)
      .then((layer) => setLayerName(layer.name))
      .catch(() => setMissing(true));
  }, [layerId]);
  const list = useListPage({
    load: (state: ListState<Filters>) =>
      listAnnotations(layerId, listRequest(state, textFilter('short_descr', state.filters.search))),
    filters: { search: '' },
    sort: SORT,
    rowKey: (annotation: AnnotationRecordResponse) => annotation.id,
  });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [editing, setEditing] = useState<AnnotationRecordResponse | null>(null);
  const [open, setOpen] = useState(false);

  if (list.forbidden) return <ErrorPage status={403} />;
  if (missing || !Number.isInteger(layerId)) return <ErrorPage status={404} />;

  const columns: ListColumn<AnnotationRecordResponse>[] = [
    {
      title: 'Label',
      key: 'short_descr',
      sortable: true,
      width: '30%',
      render: (annotation) => (
        <Button
          type="link"
          style={{ padding: 0, height: 'auto' }}
          onClick={() => (setEditing(annotation), setOpen(true))}
        >
          {annotation.short_descr}
        </Button>
      ),
    },
    {
      title: 'Start (UTC)',
      key: 'start_dttm',
      sortable: true,
      render: (annotation) => shownTime(annotation.start_dttm),
    },
    {
      title: 'End (UTC)',
      key: 'end_dttm',
      sortable: true,
      render: (annotation) => shownTime(annotation.end_dttm),
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (annotation) => (
        <Space>
          <Button size="small" onClick={() => (setEditing(annotation), setOpen(true))}>
            Edit
          </Button>
          <ConfirmButton
            question={`Delete annotation ${annotation.short_descr}?`}
            okText="Delete"
            onConfirm={() =>
              list.act(
                deleteAnnotations(layerId, [annotation.id]),
                `Annotation ${annotation.short_descr} was deleted`,
                [annotation.id],
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
      <ListPageHeader title={`Annotation layer ${layerName ?? ''}`.trim()}>
        <Button onClick={() => navigate('/annotationlayer/list/')}>All layers</Button>
        <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
          + Annotation
        </Button>
      </ListPageHeader>
      <FilterBar>
        <SearchBox
          label="Search annotations"
          placeholder="Search by label"
          onSearch={(search) => list.setFilters({ search })}
        />
        <BulkActions
          selected={list.selection.keys}
          actions={[
            {
              label: 'Delete selected',
              danger: true,
              confirmTitle: 'Delete annotations',
              confirmText: (count) => `Delete ${plural(count)}? This cannot be undone.`,
              confirmButton: 'Delete',
              run: (ids) =>
                list.act(deleteAnnotations(layerId, ids), `Deleted ${plural(ids.length)}`, ids),
            },
          ]}
        />
      </FilterBar>
      <ListTable
        list={list}
        columns={columns}
        selectable
        emptyText="No annotations in this layer yet."
      />
      <AnnotationModal
        layerId={layerId}
        annotation={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(annotation, created) => {
          setOpen(false);
          dispatch(
            addSuccessToast(
              `Annotation ${annotation.short_descr} was ${created ? 'created' : 'saved'}`,
            ),
          );
          list.reload();
        }}
      />
    </div>
  );
}
