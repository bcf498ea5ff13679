// Fetching a tab: a saved tab known only by id and label is fetched when switched
// to; a 404 removes it locally, other failures say so.
import { ApiError } from '@app/api/client';
import { getTabState } from '@app/api/tabState';
import { addDangerToast } from '@app/store/messageToasts';
import { removeQueryEditor, tabStateLoaded } from '../actions';
import { selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';
import { clearDestroyedQueryEditor } from '../tabsSlice';
import { applyServerQueries } from '../thunks/queryUpdates';
import type { ServerQuery } from '../types';
import { refetchLatestResults } from './bootstrapFromServer';
import { loadedTabChanges } from './storagePriority';
import { editorFromTabState, tableFromSchemaRecord } from './tabPayloads';

/** The message for any failure but a 404. */
export const FETCH_TAB_STATE_ERROR = 'An error occurred while fetching tab state';

/**
 * Fetches a saved tab and applies the newer copy (the browser's unsynced one may win).
 * Answers false when the fetch failed (worth another try), true otherwise.
 */
export function fetchTabState(id: string): SqlLabThunk<Promise<boolean>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditor(getState(), id);
    if (!editor?.tabViewId) return true;
    try {
      const record = await getTabState(editor.tabViewId);
      const current = selectQueryEditor(getState(), id);
      if (!current) return true;
      if (record.latest_query) dispatch(applyServerQueries([record.latest_query as ServerQuery]));
      dispatch(
        tabStateLoaded({
          id,
          changes: loadedTabChanges(current, editorFromTabState(record)),
          tables: record.table_schemas.map((t) => tableFromSchemaRecord(t, id)),
        }),
      );
      dispatch(refetchLatestResults());
      return true;
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Gone on the server (closed elsewhere): nothing to delete there.
        dispatch(removeQueryEditor(id));
        dispatch(clearDestroyedQueryEditor(editor.tabViewId));
        return true;
      }
      dispatch(addDangerToast(FETCH_TAB_STATE_ERROR, true));
      return false;
    }
  };
}
