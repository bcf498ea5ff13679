import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { INITIAL_NORTH_PERCENT } from '@common/constants/sqlLab';
import { loadResultDecoder } from '@app/api/sqllab';
import { moduleLoader, useLoadedModule } from '@app/components/moduleLoader';
import { Spinner } from '@app/components/ui/Spinner';
import { SplitPane } from '@app/components/grid/SplitPane';
import { EditorToolbar } from './components/editor/EditorToolbar';
import { SaveShareButtons } from './components/editor/SaveShareButtons';
import type { SqlEditorHandle } from './components/editor/SqlEditor';
import { useColumnsScope } from './components/editor/useColumnsScope';
import { useCtasRun } from './components/editor/useCtasRun';
import { LazyLeftBar, preloadLeftBar } from './components/leftbar/LazyLeftBar';
import { ResultExtrasSlot } from './components/south/ResultExtrasSlot';
import { preloadResultViews } from './components/south/resultViews';
import { SouthPane } from './components/south/SouthPane';
import { mergeHistory, toQueryView } from './queryViews';
import {
  type QueryEditor,
  setActiveSouthPaneTab,
  setQueryEditorSql,
  setSelectedText,
  updateQueryEditor,
  useCostEstimate,
  useDatabases,
  useLatestQuery,
  useSqlLabDispatch,
  useSqlLabSelector,
} from './state';
import { cloneHistoryQuery } from './state/thunks/openQueryInNewTab';
import { useSqlLabShortcuts } from './useSqlLabShortcuts';
import { useTabActions } from './useTabActions';
import { useTableBrowser } from './useTableBrowser';

// CodeMirror is the page's biggest dependency: it has its own chunk, whose download starts
// as soon as this module runs, in parallel with loading the databases and the first tab.
const sqlEditor = moduleLoader(() => import('./components/editor/SqlEditor'));
void sqlEditor.load();
// Dialogs are not needed before the editor is ready: they load when first opened.
const ParametersModal = lazy(() =>
  import('./components/editor/ParametersModal').then((m) => ({ default: m.ParametersModal })),
);
const EstimateModal = lazy(() =>
  import('./components/editor/EstimateModal').then((m) => ({ default: m.EstimateModal })),
);

const markEditorReady = () => {
  if (performance.getEntriesByName('editor-ready').length === 0) performance.mark('editor-ready');
  preloadResultViews();
  preloadLeftBar();
  void loadResultDecoder();
};

/** One query tab: left bar, editor with its toolbar, and the south pane. */
export function SqlLabTab({ editor }: { editor: QueryEditor }) {
  const dispatch = useSqlLabDispatch();
  const editorRef = useRef<SqlEditorHandle>(null);
  const SqlEditor = useLoadedModule(sqlEditor)?.default;
  const [paramsOpen, setParamsOpen] = useState(false);
  const databases = useDatabases();
  const database = databases.find((db) => db.id === editor.dbId);
  const latestQuery = useLatestQuery(editor.id);
  const latest = latestQuery && toQueryView(latestQuery);
  const queries = useSqlLabSelector((state) => state.sqlLab.queries.queries);
  const serverHistory = useSqlLabSelector((state) => state.sqlLab.queryHistory.items);
  const southTab = useSqlLabSelector((state) => state.sqlLab.ui.activeSouthPaneTab);
  const estimate = useCostEstimate(editor.id);
  const browser = useTableBrowser(editor);
  const actions = useTabActions(editor, latest, editorRef);
  const ctas = useCtasRun(editor.id, database, actions.running || editor.sql.trim() === '');
  const columns = useColumnsScope(
    editor.dbId,
    database?.backend,
    editor.catalog,
    editor.schema,
    browser.tables,
  );
  useSqlLabShortcuts(actions.shortcuts);

  const edit = useCallback(
    (changes: Partial<QueryEditor>) => dispatch(updateQueryEditor(editor.id, changes)),
    [dispatch, editor.id],
  );

  // A tab opened to run at once (a cloned query) runs when its editor is there.
  const autorun = editor.autorun && editor.dbId !== undefined;
  const { run } = actions.shortcuts;
  useEffect(() => {
    if (!autorun) return;
    edit({ autorun: false });
    run();
  }, [autorun, edit, run]);

  const north = (
    <>
      <EditorToolbar
        running={actions.running}
        hasSelection={Boolean(editor.selectedText?.trim())}
        canRun={database !== undefined && editor.sql.trim() !== ''}
        onRun={actions.shortcuts.run}
        onStop={actions.shortcuts.stop}
        formatting={actions.formatting}
        onFormat={actions.shortcuts.format}
        canEstimate={database?.allows_cost_estimate === true}
        onEstimate={actions.estimate}
        limit={editor.queryLimit ?? 1000}
        onLimitChange={(queryLimit) => edit({ queryLimit })}
        hasParameters={Boolean(
          editor.templateParams?.trim() && editor.templateParams.trim() !== '{}',
        )}
        onParameters={() => setParamsOpen(true)}
        leftBarHidden={editor.hideLeftBar === true}
        onToggleLeftBar={() => edit({ hideLeftBar: !editor.hideLeftBar })}
        ctas={ctas}
        saveShare={<SaveShareButtons editor={editor} />}
      />
      {SqlEditor ? (
        <SqlEditor
          ref={editorRef}
          value={editor.sql}
          onChange={(sql) => dispatch(setQueryEditorSql(editor.id, sql))}
          onSelectionChange={(text) =>
            dispatch(setSelectedText({ id: editor.id, selectedText: text || null }))
          }
          backend={database?.backend}
          catalog={browser.catalog}
          columns={columns}
          running={actions.running}
          shortcuts={actions.shortcuts}
          onReady={markEditorReady}
          cursor={editor.cursorPosition}
          onCursorChange={(cursorPosition) => edit({ cursorPosition })}
        />
      ) : (
        <Spinner className="sqllab-editor-loading" label="Loading the editor" />
      )}
    </>
  );

  const south = (
    <SouthPane
      activeKey={southTab}
      onActiveKeyChange={(key) => dispatch(setActiveSouthPaneTab(key))}
      latestQuery={latest}
      history={mergeHistory(queries, serverHistory)}
      previews={browser.previews}
      onStop={(query) => query.id === latest?.id && actions.shortcuts.stop()}
      onCopy={actions.copy}
      csvHref={(query) => `/api/v1/sqllab/export/${encodeURIComponent(query.id)}/`}
      onOpenInNewTab={(query) => dispatch(cloneHistoryQuery(query))}
      resultExtras={<ResultExtrasSlot query={latestQuery} />}
      onInsert={(query) => editorRef.current?.insert(query.sql)}
    />
  );

  return (
    <div className="sqllab-body">
      {!editor.hideLeftBar && (
        <LazyLeftBar
          databases={databases.map((db) => ({
            id: db.id,
            name: db.database_name,
            backend: db.backend,
          }))}
          dbId={editor.dbId}
          onDbChange={(dbId) => edit({ dbId, catalog: null, schema: null })}
          catalogs={[]}
          catalog={editor.catalog}
          onCatalogChange={(catalog) => edit({ catalog, schema: null })}
          schemas={browser.schemas}
          schemasLoading={browser.schemasLoading}
          onRefreshSchemas={browser.refreshSchemas}
          schema={editor.schema}
          onSchemaChange={(schema) => edit({ schema })}
          tables={browser.tables}
          tablesLoading={browser.tablesLoading}
          viewNames={browser.viewNames}
          onRefreshTables={browser.refreshTables}
          addedTables={browser.views}
          canPreview={database?.disable_data_preview !== true}
          onAddTable={browser.add}
          onToggleTable={browser.toggle}
          onRemoveTable={browser.remove}
          onSelectStar={(table) => table.selectStar && editorRef.current?.insert(table.selectStar)}
          onPreview={browser.preview}
        />
      )}
      <section className="sqllab-main" aria-label={editor.name}>
        <SplitPane
          north={north}
          south={south}
          northPercent={editor.northPercent ?? INITIAL_NORTH_PERCENT}
          onChange={(northPercent, southPercent) => edit({ northPercent, southPercent })}
        />
      </section>
      <Suspense fallback={null}>
        {paramsOpen && (
          <ParametersModal
            open
            value={editor.templateParams ?? ''}
            onSave={(templateParams) => (edit({ templateParams }), setParamsOpen(false))}
            onClose={() => setParamsOpen(false)}
          />
        )}
        {actions.estimateOpen && (
          <EstimateModal
            open
            loading={estimate !== undefined && !estimate.completed && !estimate.error}
            result={estimate?.cost ?? undefined}
            error={estimate?.error ?? undefined}
            onClose={actions.closeEstimate}
          />
        )}
      </Suspense>
    </div>
  );
}
