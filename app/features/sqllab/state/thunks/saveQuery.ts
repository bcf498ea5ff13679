// Saving a tab as a saved query.
import type { SavedQueryCreateBody } from '@common/api/savedQueries';
import { createSavedQuery, updateSavedQuery } from '@app/api/savedQueries';
import { updateTabState } from '@app/api/tabState';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';
import { markQueryEditorSaved } from '../tabsSlice';

export const SAVED_MESSAGE = 'Your query was saved.';
export const UPDATED_MESSAGE = 'Your query was updated.';
export const SAVE_FAILED_MESSAGE = 'Your query could not be saved.';
export const UPDATE_FAILED_MESSAGE = 'Your query could not be updated.';
/** The saved query exists, but the tab stored on the server could not be linked to it. */
export const NOT_PROPERLY_SAVED_MESSAGE = 'Your query was not properly saved.';

/** What the Save dialog asks for. */
export interface SaveQueryInput {
  name: string;
  description: string;
  /** Save a new query even when the tab is already linked to one ("Save as new"). */
  asNew?: boolean;
}

/** How a save ended: the saved query's id, or the message shown for the failure. */
export type SaveQueryOutcome = { ok: true; id: number } | { ok: false; message: string };

// The server refuses template parameters that are not a JSON object; "{}" and blanks mean none.
const templateParameters = (text: string | undefined): string | null =>
  text?.trim() && text.trim() !== '{}' ? text : null;

/**
 * Saves a tab: POST for its first save (or "Save as new"), PUT of its saved query after that.
 * The tab then carries the saved query's id and name; a toast says how it went.
 */
export function saveQueryEditor(
  editorId: string,
  input: SaveQueryInput,
): SqlLabThunk<Promise<SaveQueryOutcome>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditor(getState(), editorId);
    const update = editor?.remoteId != null && !input.asNew;
    const failed = update ? UPDATE_FAILED_MESSAGE : SAVE_FAILED_MESSAGE;
    if (!editor || editor.dbId === undefined) {
      dispatch(addDangerToast(failed));
      return { ok: false, message: failed };
    }
    const body: SavedQueryCreateBody = {
      label: input.name.trim(),
      description: input.description,
      db_id: editor.dbId,
      catalog: editor.catalog ?? null,
      schema: editor.schema ?? null,
      sql: editor.sql,
      template_parameters: templateParameters(editor.templateParams),
    };
    try {
      const saved =
        update && editor.remoteId != null
          ? await updateSavedQuery(editor.remoteId, body)
          : await createSavedQuery(body);
      dispatch(markQueryEditorSaved({ id: editor.id, remoteId: saved.id, name: saved.label }));
      // The server's copy of the tab learns its saved query, name and SQL at once, so another
      // browser opens the tab linked to it, under the saved name, with what was saved (the
      // periodic sync would otherwise carry them later).
      if (editor.tabViewId && getState().sqlLab.persistence.backendPersistence) {
        try {
          await updateTabState(editor.tabViewId, {
            saved_query_id: saved.id,
            label: saved.label,
            sql: body.sql,
          });
        } catch {
          dispatch(addDangerToast(NOT_PROPERLY_SAVED_MESSAGE));
          return { ok: true, id: saved.id };
        }
      }
      dispatch(addSuccessToast(update ? UPDATED_MESSAGE : SAVED_MESSAGE));
      return { ok: true, id: saved.id };
    } catch (error) {
      dispatch(addDangerToast(failed));
      const detail = error instanceof Error && error.message ? ` ${error.message}` : '';
      return { ok: false, message: `${failed}${detail}` };
    }
  };
}
