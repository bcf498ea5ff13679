// Messages of this page.

/** After an edit is saved. */
export const QUERY_UPDATED = 'Your query was updated.';
/** When an edit is refused. */
export const QUERY_NOT_UPDATED = 'Your query could not be updated.';
/** The scheduled-query notice. */
export const QUERY_SCHEDULED = 'Your query was scheduled.';
/** When a schedule is refused; the server's reason follows it. */
export const QUERY_NOT_SCHEDULED = 'Your query could not be scheduled.';
/** After a schedule is removed. */
export const SCHEDULE_REMOVED = 'The schedule was removed.';
/** After "Copy link". */
export const LINK_COPIED = 'Link copied to the clipboard.';
/** When the browser refuses the clipboard (Superset's wording). */
export const COPY_FAILED = 'Sorry, your browser does not support copying. Use Ctrl / Cmd + C!';
