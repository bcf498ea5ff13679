import { useEffect } from 'react';
import { Spinner } from '../../components/ui/Spinner';
import { QueryTabs } from './components/tabs/QueryTabs';
import { SqlLabTab } from './SqlLabTab';
import {
  addNewQueryEditor,
  bootstrapSqlLab,
  closeQueryEditor,
  fetchQueryHistory,
  selectActiveQueryEditorId,
  selectQueryEditors,
  setActiveQueryEditor,
  startQueryUpdates,
  updateQueryEditor,
  useCurrentQueryEditor,
  useSqlLabDispatch,
  useSqlLabSelector,
} from './state';
import { useRequestedQuery } from './useRequestedQuery';
import { useTabPersistence } from './useTabPersistence';
import './sqllab.css';

const IN_PROGRESS = new Set(['running', 'started', 'pending', 'fetching', 'scheduled']);

/** /sqllab/: the query tabs and the active tab's workspace. */
export function SqlLabPage() {
  const dispatch = useSqlLabDispatch();
  useTabPersistence();
  useRequestedQuery();
  const editors = useSqlLabSelector(selectQueryEditors);
  const activeId = useSqlLabSelector(selectActiveQueryEditorId);
  const current = useCurrentQueryEditor();
  const queries = useSqlLabSelector((state) => state.sqlLab.queries.queries);
  const historyTab = useSqlLabSelector((state) => state.sqlLab.ui.activeSouthPaneTab === 'History');

  useEffect(() => {
    void dispatch(bootstrapSqlLab());
    const stop = dispatch(startQueryUpdates());
    return stop;
  }, [dispatch]);

  // The history list is fetched each time its pane is shown.
  useEffect(() => {
    if (historyTab) void dispatch(fetchQueryHistory(undefined));
  }, [dispatch, historyTab]);

  const tabs = editors.map((editor) => {
    const name = editor.id === current?.id ? current.name : editor.name;
    const latest = editor.latestQueryId ? queries[editor.latestQueryId] : undefined;
    return { id: editor.id, name, running: latest !== undefined && IN_PROGRESS.has(latest.state) };
  });

  return (
    <div className="sqllab-page">
      <h1 className="sqllab-visually-hidden">SQL Lab</h1>
      <QueryTabs
        tabs={tabs}
        activeId={activeId ?? ''}
        onSelect={(id) => dispatch(setActiveQueryEditor(id))}
        onAdd={() => dispatch(addNewQueryEditor())}
        onClose={(id) => dispatch(closeQueryEditor(id))}
        onRename={(id, name) => dispatch(updateQueryEditor(id, { name }))}
      />
      {current ? (
        <SqlLabTab key={current.id} editor={current} />
      ) : (
        <Spinner size="large" className="tessera-page-spinner" label="Loading SQL Lab" />
      )}
    </div>
  );
}
