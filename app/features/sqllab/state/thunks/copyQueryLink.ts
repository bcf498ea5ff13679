// "Copy link": a permalink of the tab, copied to the clipboard.
import { createPermalink } from '@app/api/permalinks';
import { copyToClipboard } from '@app/components/copyToClipboard';
import { addDangerToast, addSuccessToast } from '@app/store/messageToasts';
import { selectQueryEditor } from '../selectors';
import type { SqlLabThunk } from '../sqlLabReducer';

export const LINK_COPIED = 'Link copied to clipboard';
export const LINK_FAILED = 'The link could not be created.';

/** How copying a link ended: the url and whether the clipboard took it. */
export type CopyLinkOutcome = { url: string; copied: boolean } | undefined;

/**
 * Stores the tab as a permalink and copies its url; when the clipboard refuses, the caller
 * shows the url instead. Answers undefined when no link could be made (a toast says so).
 */
export function copyQueryLink(editorId: string): SqlLabThunk<Promise<CopyLinkOutcome>> {
  return async (dispatch, getState) => {
    const editor = selectQueryEditor(getState(), editorId);
    if (!editor || editor.dbId === undefined) {
      dispatch(addDangerToast(LINK_FAILED));
      return undefined;
    }
    let url: string;
    try {
      ({ url } = await createPermalink({
        name: editor.name,
        dbId: editor.dbId,
        catalog: editor.catalog ?? null,
        schema: editor.schema ?? null,
        autorun: false,
        sql: editor.sql,
        templateParams: editor.templateParams?.trim() ? editor.templateParams : null,
      }));
    } catch {
      dispatch(addDangerToast(LINK_FAILED));
      return undefined;
    }
    const copied = await copyToClipboard(url);
    if (copied) dispatch(addSuccessToast(LINK_COPIED));
    return { url, copied };
  };
}
