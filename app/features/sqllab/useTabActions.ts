import { type RefObject, useCallback, useMemo, useState } from 'react';
import { RESULTS_PANE_TAB } from '@common/constants/sqlLab';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import type { EditorShortcuts, SqlEditorHandle } from './components/editor/SqlEditor';
import { templateParamsError } from './components/editor/templateParams';
import { isRunning, type QueryView } from './components/queryView';
import {
  addNewQueryEditor,
  estimateQueryCost,
  formatQuery,
  type QueryEditor,
  runQueryFromEditor,
  setActiveSouthPaneTab,
  stopQuery,
  switchQueryEditor,
  useSqlLabDispatch,
} from './state';

/** Run, run current statement, stop, format, estimate and tab shortcuts of the active tab. */
export function useTabActions(
  editor: QueryEditor,
  latest: QueryView | undefined,
  editorRef: RefObject<SqlEditorHandle | null>,
) {
  const dispatch = useSqlLabDispatch();
  const [formatting, setFormatting] = useState(false);
  const [estimateOpen, setEstimateOpen] = useState(false);
  const running = isRunning(latest);

  const start = useCallback(
    (sql: string | undefined) => {
      const problem = templateParamsError(editor.templateParams ?? '');
      if (problem) {
        dispatch(
          addDangerToast(`The parameters are not valid, so the query was not run. ${problem}`),
        );
        return;
      }
      if (!sql?.trim()) return;
      // A run shows its result, whichever south pane tab was open.
      dispatch(setActiveSouthPaneTab(RESULTS_PANE_TAB));
      dispatch(runQueryFromEditor(editor.id, { sql }));
    },
    [dispatch, editor.id, editor.templateParams],
  );

  return useMemo(() => {
    const run = () => {
      if (running) return;
      const selection = editorRef.current?.selection();
      start(selection?.text.trim() ? selection.text : editor.sql);
    };
    const runCurrent = () => {
      if (running) return;
      const cursor = editorRef.current?.selection().cursor ?? editor.sql.length;
      const sql = editor.sql;
      // The statement splitter comes with the editor's completion code (loaded once the editor
      // is ready), off SQL Lab's first load.
      void import('./components/editor/currentStatement').then(({ currentStatement }) =>
        start(currentStatement(sql, cursor)?.text),
      );
    };
    const stop = () => {
      if (latest && running) void dispatch(stopQuery(latest.id));
    };
    const format = async () => {
      setFormatting(true);
      try {
        await dispatch(formatQuery(editor.id));
      } finally {
        setFormatting(false);
      }
    };
    const estimate = () => {
      setEstimateOpen(true);
      void dispatch(estimateQueryCost(editor.id));
    };
    const copy = (tsv: string) => {
      navigator.clipboard
        .writeText(tsv)
        .then(() => dispatch(addSuccessToast('Copied to clipboard!')))
        .catch(() => dispatch(addDangerToast('Sorry, your browser does not support copying.')));
    };
    const shortcuts: EditorShortcuts = {
      run,
      runCurrent,
      stop,
      format: () => void format(),
      newTab: () => void dispatch(addNewQueryEditor()),
      nextTab: () => void dispatch(switchQueryEditor({ backward: false })),
      previousTab: () => void dispatch(switchQueryEditor({ backward: true })),
    };
    return {
      running,
      formatting,
      estimateOpen,
      closeEstimate: () => setEstimateOpen(false),
      estimate,
      copy,
      shortcuts,
    };
  }, [
    dispatch,
    editor.id,
    editor.sql,
    editorRef,
    estimateOpen,
    formatting,
    latest,
    running,
    start,
  ]);
}
