import { useCallback, useMemo } from 'react';
import { readTableKeys, type TableView } from './components/leftbar/tableView';
import type { PreviewTab } from './components/south/SouthPane';
import { toQueryView } from './queryViews';
import {
  addTable,
  collapseTable,
  expandTable,
  type QueryEditor,
  removeTables,
  runTablePreview,
  type SqlLabTable,
  updateQueryEditor,
  useEditorTables,
  useSqlLabDispatch,
  useSqlLabSelector,
} from './state';
import { useSchemaBrowser } from './useSchemaBrowser';

function tableView(table: SqlLabTable): TableView {
  return {
    id: table.id,
    name: table.name,
    schema: table.schema,
    expanded: table.expanded,
    loading: table.isMetadataLoading,
    columns: table.columns,
    ...readTableKeys(table.primaryKey, table.foreignKeys, table.indexes),
    selectStar: table.selectStar,
  };
}

/** The left bar's data and actions for a tab, its data-preview tabs and the completion catalogue. */
export function useTableBrowser(editor: QueryEditor) {
  const dispatch = useSqlLabDispatch();
  const tables = useEditorTables(editor.id);
  const queries = useSqlLabSelector((state) => state.sqlLab.queries.queries);
  const openSchema = useCallback(
    (schema: string) => dispatch(updateQueryEditor(editor.id, { schema })),
    [dispatch, editor.id],
  );
  const browser = useSchemaBrowser(editor.dbId, editor.catalog, editor.schema, openSchema);

  const byId = useMemo(() => new Map(tables.map((t) => [t.id, t])), [tables]);
  const views = useMemo(() => tables.map(tableView), [tables]);
  const previews = useMemo(
    () =>
      tables.flatMap((table): PreviewTab[] => {
        const id = table.dataPreviewQueryId;
        if (!id) return [];
        const query = queries[id];
        return [{ key: id, tableName: table.name, query: query && toQueryView(query) }];
      }),
    [tables, queries],
  );
  // The editor builds its completion catalogue from these names (in its own chunk).
  const catalog = useMemo(
    () => ({
      schemas: browser.schemas,
      tables: browser.tables,
      columns: tables.flatMap((t) =>
        (t.columns ?? []).map((c) => ({ table: t.name, name: c.name, type: c.type })),
      ),
    }),
    [browser.schemas, browser.tables, tables],
  );

  const find = (view: TableView) => byId.get(view.id);
  return {
    ...browser,
    views,
    previews,
    catalog,
    add: (name: string) => {
      if (editor.dbId === undefined || !editor.schema) return;
      void dispatch(
        addTable({
          dbId: editor.dbId,
          queryEditorId: editor.id,
          catalog: editor.catalog ?? null,
          schema: editor.schema,
          name,
        }),
      );
    },
    toggle: (view: TableView) =>
      dispatch(view.expanded ? collapseTable(view.id) : expandTable(view.id)),
    remove: (view: TableView) => {
      const table = find(view);
      if (table) dispatch(removeTables([table]));
    },
    preview: (view: TableView) => {
      const table = find(view);
      if (table?.selectStar)
        void dispatch(runTablePreview({ ...table, selectStar: table.selectStar }));
    },
  };
}
