// First: the store must hold SQL Lab's state before anything below reads it.
import './state/registerSqlLabState';
import { useEffect, useState } from 'react';
import { Spinner } from '@app/components/ui/Spinner';
import { QueryTabs } from './components/tabs/QueryTabs';
import { useTabClosing } from './components/tabs/useTabClosing';
import { SqlLabTab } from './SqlLabTab';
import {
  addNewQueryEditor,
  bootstrapSqlLab,
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
import { duplicateQueryEditor, ensureQueryEditor } from './state/thunks/tabs';
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
  const closing = useTabClosing();

  // The bootstrap makes the first tab once the databases are known (the tab takes the default
  // one); a tab made as soon as the restore ended could come before them, with no database.
  const [bootstrapped, setBootstrapped] = useState(false);
  useEffect(() => {
    void dispatch(bootstrapSqlLab()).then(() => setBootstrapped(true));
    const stop = dispatch(startQueryUpdates());
    return stop;
  }, [dispatch]);

  // Whatever removed the last tab later (closing it, the server no longer having it), a fresh
  // "Untitled Query 1" takes its place: the page never waits for a tab that will not come.
  useEffect(() => {
    if (bootstrapped && editors.length === 0) dispatch(ensureQueryEditor());
  }, [dispatch, bootstrapped, editors.length]);

  // The history list is fetched each time its pane is shown.
  useEffect(() => {
    if (historyTab) void dispatch(fetchQueryHistory(undefined));
  }, [dispatch, historyTab]);

  const tabs = editors.map((saved) => {
    // The active tab's name and latest run may be among its pending edits.
    const editor = saved.id === current?.id ? current : saved;
    const latest = editor.latestQueryId ? queries[editor.latestQueryId] : undefined;
    return {
      id: editor.id,
      name: editor.name,
      running: latest !== undefined && IN_PROGRESS.has(latest.state),
    };
  });

  return (
    <div className="sqllab-page">
      <h1 className="sqllab-visually-hidden">SQL Lab</h1>
      <QueryTabs
        tabs={tabs}
        activeId={activeId ?? ''}
        onSelect={(id) => dispatch(setActiveQueryEditor(id))}
        onAdd={() => dispatch(addNewQueryEditor())}
        onClose={(id) => closing.close([id])}
        onCloseOthers={(id) => closing.close(editors.filter((e) => e.id !== id).map((e) => e.id))}
        onCloseAll={() => closing.close(editors.map((e) => e.id))}
        onDuplicate={(id) => dispatch(duplicateQueryEditor(id))}
        onRename={(id, name) => dispatch(updateQueryEditor(id, { name }))}
      />
      {closing.dialog}
      {current ? (
        <SqlLabTab key={current.id} editor={current} />
      ) : (
        <Spinner size="large" className="tessera-page-spinner" label="Loading SQL Lab" />
      )}
    </div>
  );
}
