/** SQL Lab constants (Superset's values). */
import { DEFAULT_SQLLAB_LIMIT, SQL_MAX_ROW } from '../sql/limits';

export { DEFAULT_SQLLAB_LIMIT, SQL_MAX_ROW };

/** Name prefix of new query tabs: "Untitled Query N". */
export const NEW_TAB_PREFIX = 'Untitled Query';
/** Name of a cloned query's tab: "Copy of {name}". */
export const COPY_TAB_PREFIX = 'Copy of';
/** SQL of a new tab. */
export const NEW_TAB_SQL = 'SELECT ...';
/** With backend tab persistence off, new tabs start with this comment line. */
export const TAB_PERSISTENCE_WARNING =
  '-- Note: Unless you save your query, these tabs will NOT persist if you clear your cookies or change browsers.\n\n';

/** Choices of the row-limit dropdown. */
export const QUERY_LIMIT_OPTIONS = [10, 100, 1000, 10_000, 100_000] as const;
/**
 * Rows asked for when fetching stored results. Superset shows 10 000; Tessera's columnar
 * results and virtualised grid are built to show every row a run may return.
 */
export const DISPLAY_MAX_ROW = SQL_MAX_ROW;
/** Rows of a table's data preview. */
export const PREVIEW_QUERY_LIMIT = 100;

/** Client query ids (and local tab ids) are this long. */
export const CLIENT_ID_LENGTH = 11;

/** Tab sync and active-tab check interval. */
export const TAB_SYNC_INTERVAL_MS = 5000;
/** Typed SQL is persisted after this pause. */
export const SET_QUERY_EDITOR_SQL_DEBOUNCE_MS = 2000;
/** Live SQL validation waits this long after typing. */
export const VALIDATION_DEBOUNCE_MS = 600;
/** Window resizes are handled at most this often. */
export const WINDOW_RESIZE_THROTTLE_MS = 100;

/** Progress polling period while a query is in progress. */
export const QUERY_UPDATE_FREQ_MS = 2000;
/** Polls ask for changes this much before the last seen change, to tolerate clock skew. */
export const QUERY_UPDATE_BUFFER_MS = 5000;
/** Queries started longer ago than this are no longer polled. */
export const MAX_QUERY_AGE_TO_POLL_MS = 21_600_000;
/** Time limit of one poll request. */
export const QUERY_POLL_TIMEOUT_MS = 10_000;
/** Client time limit for fetching stored results; 0 means none (SQLLAB_QUERY_RESULT_TIMEOUT). */
export const SQLLAB_QUERY_RESULT_TIMEOUT_MS = 0;

/** Stored results older than this (one day) are dropped from browser storage. */
export const LOCALSTORAGE_MAX_QUERY_AGE_MS = 864e5;
/** Browser storage budget and the results size above which results are dropped. */
export const LOCALSTORAGE_MAX_USAGE_KB = 5120;
/** Results bigger than this are not kept in browser storage. */
export const LOCALSTORAGE_MAX_QUERY_RESULTS_KB = 1024;
/** Storage is sized in 1024-based units. */
export const KB_STORAGE = 1024;
/** A stored string costs two bytes per character. */
export const BYTES_PER_CHAR = 2;
/** Storage warning thresholds, as fractions of the budget. */
export const LOCALSTORAGE_WARNING_THRESHOLDS = [0.9, 0.6, 0.55, 0.5] as const;
/** A storage warning toast is shown at most this often. */
export const LOCALSTORAGE_WARNING_MESSAGE_THROTTLE_MS = 8000;
/** At most this many stored queries are displayed. */
export const MAX_STORED_QUERIES_DISPLAYED = 2000;

/** Layout, in pixels and percent. */
export const SQL_EDITOR_GUTTER_HEIGHT = 5;
export const SQL_EDITOR_GUTTER_MARGIN = 3;
export const SQL_TOOLBAR_HEIGHT = 51;
export const SQL_EDITOR_LEFTBAR_WIDTH = 400;
export const SQL_EDITOR_PADDING = 10;
export const INITIAL_NORTH_PERCENT = 30;
export const INITIAL_SOUTH_PERCENT = 70;

/** South pane tab that shows the results of the tab's latest query. */
export const RESULTS_PANE_TAB = 'Results';
/** South pane tab that shows the query history. */
export const HISTORY_PANE_TAB = 'History';

/** Query states: in progress and finished. */
export const IN_PROGRESS_STATES = [
  'running',
  'started',
  'pending',
  'fetching',
  'scheduled',
] as const;
export const FINISHED_STATES = ['stopped', 'failed', 'success', 'timed_out'] as const;

/** Path of the SQL Lab websocket; polling `/api/v1/query/updated_since` stays the fallback. */
export const SQLLAB_SOCKET_PATH = '/api/v1/sqllab/ws';

/** The id of the data block that carries a query posted to /sqllab/ (the form post). */
export const REQUESTED_QUERY_ELEMENT_ID = 'tessera-requested-query';
