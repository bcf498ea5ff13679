import { RESULTS_PANE_TAB } from '@common/constants/sqlLab';
import {
  runQueryFromEditor,
  setActiveSouthPaneTab,
  type SqlLabDatabase,
  useSqlLabDispatch,
} from '@app/features/sqllab/state';
import type { CtasMethod } from './CtasDialog';

/** What the toolbar needs to offer "Create table as" / "Create view as". */
export interface CtasOptions {
  allowCtas: boolean;
  allowCvas: boolean;
  /** True while a query runs or the editor is empty. */
  disabled: boolean;
  /** Runs the tab's SQL (or selection) into a new table or view. */
  onRun: (method: CtasMethod, name: string) => void;
}

/** The tab's CTAS/CVAS options, or undefined when its database allows neither. */
export function useCtasRun(
  editorId: string,
  database: SqlLabDatabase | undefined,
  disabled: boolean,
): CtasOptions | undefined {
  const dispatch = useSqlLabDispatch();
  if (database?.allow_ctas !== true && database?.allow_cvas !== true) return undefined;
  return {
    allowCtas: database.allow_ctas === true,
    allowCvas: database.allow_cvas === true,
    disabled,
    onRun: (ctasMethod, tempTable) => {
      dispatch(setActiveSouthPaneTab(RESULTS_PANE_TAB));
      void dispatch(runQueryFromEditor(editorId, { ctas: true, ctasMethod, tempTable }));
    },
  };
}
