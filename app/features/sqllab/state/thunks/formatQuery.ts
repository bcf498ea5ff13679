import { formatSql } from '@app/api/sqllab';
import { addDangerToast } from '@app/store/messageToasts';
import { selectCurrentQueryEditor, selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';
import { setQueryEditorSql } from '../tabsSlice';
import { callFailure } from './runErrors';

/** Formats a tab's SQL (the active tab without an id) in its database's dialect. */
export function formatQuery(editorId?: string): SqlLabThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState();
    const editor =
      editorId === undefined ? selectCurrentQueryEditor(state) : selectQueryEditor(state, editorId);
    if (!editor) return;
    try {
      const formatted = await formatSql(editor.sql, editor.dbId);
      dispatch(setQueryEditorSql(editor.id, formatted));
    } catch (error) {
      dispatch(addDangerToast(callFailure(error).message));
    }
  };
}
