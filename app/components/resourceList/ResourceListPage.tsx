import type { ReactNode } from 'react';
import { useState } from 'react';
import { Alert, Button, Empty, Select } from '@app/components/antdKit';
import { ImportBundleModal } from '@app/components/ImportBundleModal';
import { BulkActions } from '@app/components/listPage/BulkActions';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { ListTable } from '@app/components/listPage/ListTable';
import type { ListPage } from '@app/components/listPage/useListPage';
import { type CardGridProps, ResourceCardGrid } from './ResourceCardGrid';
import { countOf, type ResourceListItem } from './resourceItem';
import { bundleExportHref, download, importBundle } from './resourceListCalls';
import { resourceTableColumns, type TableLayout } from './resourceTableColumns';
import { useViewMode, viewModeKey } from './useViewMode';
import './resourceList.css';

/** Everything a resource list page decides for itself; the rest is common. */
export type ResourceListPageProps<T extends ResourceListItem, F> = CardGridProps<T> & {
  /** The page title, plural ("Charts"). */
  title: string;
  list: ListPage<T, F>;
  /** The filters as the page opens: with these on page one and no rows, nothing exists yet. */
  noFilters: F;
  /** The filter components above the list (search box first). */
  filters: ReactNode;
  /** The card view's orders and the direction each starts in. */
  sort: {
    options: readonly { value: string; label: string }[];
    direction: (column: string) => 'asc' | 'desc';
  };
  table: TableLayout<T>;
  canWrite: boolean;
  /** What an export bundle carries besides the rows, and what an import may overwrite. */
  bundle: { exportsWith: string; overwrites: string };
  /** Deletes the chosen rows (with the page's toast); true when they are gone. */
  deleteMany: (ids: number[]) => Promise<boolean>;
  onCreate: () => void;
  creating?: boolean;
  /** Above the filters, e.g. why the list could not be loaded; it also keeps the empty state away. */
  notice?: ReactNode;
  /** Said instead of the list when the server answers 403; without it the list shows empty. */
  forbiddenText?: string;
  /** The page's own modals. */
  children?: ReactNode;
};

/** A list page of charts or dashboards: header, filters, bulk actions, cards or table, import. */
export function ResourceListPage<T extends ResourceListItem, F>(
  props: ResourceListPageProps<T, F>,
) {
  const { title, list, kind, canWrite, actions, sort } = props;
  const [view, switchView] = useViewMode(viewModeKey(kind.noun));
  const [bulk, setBulk] = useState(false);
  const [importing, setImporting] = useState(false);
  const noun = kind.noun;
  const Noun = `${noun[0]?.toUpperCase() ?? ''}${noun.slice(1)}`;
  const plural = (count: number) => countOf(noun, count);
  const nothingChosen =
    JSON.stringify(list.state.filters) === JSON.stringify(props.noFilters) && list.state.page === 0;
  const empty = !list.loading && !props.notice && list.answer.count === 0 && nothingChosen;
  const emptyText = `No ${noun}s match.`;

  return (
    <div className="tessera-page" data-test={`${noun}-list`}>
      <ListPageHeader title={title}>
        <span
          className="resource-view-toggle"
          data-test={`${noun}-list-view-toggle`}
          role="group"
          aria-label="View"
        >
          {(['card', 'list'] as const).map((mode) => (
            <Button
              key={mode}
              type={view === mode ? 'primary' : 'default'}
              aria-pressed={view === mode}
              onClick={() => switchView(mode)}
            >
              {mode === 'card' ? 'Cards' : 'List'}
            </Button>
          ))}
        </span>
        {canWrite && !empty && (
          <Button onClick={() => setBulk(!bulk)}>
            {bulk ? 'Close bulk select' : 'Bulk select'}
          </Button>
        )}
        {canWrite && <Button onClick={() => setImporting(true)}>Import</Button>}
        {canWrite && (
          <Button type="primary" loading={props.creating} onClick={props.onCreate}>
            + {Noun}
          </Button>
        )}
      </ListPageHeader>
      {props.forbiddenText && list.forbidden ? (
        <Alert type="warning" showIcon message={props.forbiddenText} />
      ) : empty ? (
        <div className="resource-list-empty">
          <Empty description={`No ${noun}s yet`}>
            {canWrite && (
              <Button type="primary" onClick={props.onCreate}>
                + {Noun}
              </Button>
            )}
          </Empty>
        </div>
      ) : (
        <>
          {props.notice}
          <FilterBar>
            {props.filters}
            {view === 'card' && (
              <Select
                aria-label="Sort"
                style={{ minWidth: 180 }}
                value={list.state.sort.column}
                options={[...sort.options]}
                onChange={(column: string) =>
                  list.setSort({ column, direction: sort.direction(column) })
                }
              />
            )}
            {bulk && (
              <BulkActions
                selected={list.selection.keys}
                actions={[
                  ...(actions.canExport
                    ? [
                        {
                          label: 'Export',
                          confirmTitle: `Export ${noun}s`,
                          confirmText: (count: number) =>
                            `Export ${plural(count)} with their ${props.bundle.exportsWith} as a ZIP file?`,
                          confirmButton: 'Export',
                          run: async (ids: number[]) => (
                            download(bundleExportHref(noun, ids)),
                            true
                          ),
                        },
                      ]
                    : []),
                  {
                    label: 'Delete',
                    danger: true,
                    confirmTitle: 'Please confirm',
                    confirmText: (count) => `Are you sure you want to delete ${plural(count)}?`,
                    confirmButton: 'Delete',
                    run: props.deleteMany,
                  },
                ]}
              />
            )}
          </FilterBar>
          {view === 'card' ? (
            <ResourceCardGrid
              list={list}
              bulk={bulk}
              kind={kind}
              face={props.face}
              actions={actions}
              onStar={props.onStar}
              minCardWidth={props.minCardWidth}
              emptyText={emptyText}
            />
          ) : (
            <div className="resource-list-table">
              <ListTable
                list={list}
                columns={resourceTableColumns(kind, props.table, props.onStar, actions)}
                emptyText={emptyText}
                selectable={bulk}
                label={title}
              />
            </div>
          )}
        </>
      )}
      {props.children}
      {importing && (
        <ImportBundleModal
          title={`Import ${noun}`}
          open
          overwriteLabel={`Overwrite ${props.bundle.overwrites} that already exist`}
          upload={async (file, passwords, overwrite) => {
            await importBundle(noun, file, passwords, overwrite);
            return `${Noun} imported`;
          }}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            list.reload();
          }}
        />
      )}
    </div>
  );
}
