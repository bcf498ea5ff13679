import { lazy, Suspense } from 'react';
import { RESULTS_PANE_TAB } from '../../../../../common/constants/sqlLab';
import {
  runQueryFromEditor,
  setActiveSouthPaneTab,
  type SqlLabDatabase,
  useSqlLabDispatch,
} from '../../state';

// Most databases allow neither: the menu loads only for one that does (SQL Lab's JS budget).
const CtasMenu = lazy(() => import('./CtasMenu').then((m) => ({ default: m.CtasMenu })));

export interface CtasRunMenuProps {
  editorId: string;
  database?: SqlLabDatabase;
  disabled: boolean;
}

/** The CTAS/CVAS menu of a tab: runs its SQL (or selection) into a new table or view. */
export function CtasRunMenu({ editorId, database, disabled }: CtasRunMenuProps) {
  const dispatch = useSqlLabDispatch();
  if (database?.allow_ctas !== true && database?.allow_cvas !== true) return null;
  return (
    <Suspense fallback={null}>
      <CtasMenu
        allowCtas={database?.allow_ctas === true}
        allowCvas={database?.allow_cvas === true}
        disabled={disabled}
        onRun={(ctasMethod, tempTable) => {
          dispatch(setActiveSouthPaneTab(RESULTS_PANE_TAB));
          dispatch(runQueryFromEditor(editorId, { ctas: true, ctasMethod, tempTable }));
        }}
      />
    </Suspense>
  );
}
