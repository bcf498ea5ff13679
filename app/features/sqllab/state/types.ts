// The entities of SQL Lab's client state.
import type { IN_PROGRESS_STATES, FINISHED_STATES } from '@common/constants/sqlLab';
import type { ApiErrorEntry } from '@common/errors/errorTypes';
import type { LimitingFactor } from '@common/sql/limits';

/** Every state a query run can be in; `offline` is the client's own. */
export type QueryState =
  (typeof IN_PROGRESS_STATES)[number] | (typeof FINISHED_STATES)[number] | 'offline';

/** Cursor position in the editor. */
export interface CursorPosition {
  row: number;
  column: number;
}

/** A query tab. */
export interface QueryEditor {
  id: string;
  /** The saved query this tab was saved as. */
  remoteId: number | null;
  name: string;
  dbId?: number;
  catalog?: string | null;
  schema?: string | null;
  sql: string;
  selectedText?: string | null;
  queryLimit?: number;
  maxRow?: number;
  templateParams?: string;
  autorun: boolean;
  latestQueryId?: string | null;
  hideLeftBar?: boolean;
  /** False for a saved tab whose content is not fetched yet (fetched when switched to). */
  loaded?: boolean;
  /** It has edits the server does not have yet (or no server copy): kept in browser storage. */
  inLocalStorage?: boolean;
  /** Time of the last edit, epoch ms: the newer of the browser's and the server's copy wins. */
  updatedAt?: number;
  /** The server's id of this tab (tab state), once stored there. */
  tabViewId?: string | null;
  cursorPosition?: CursorPosition;
  northPercent?: number;
  southPercent?: number;
}

/** The fields of a tab that edits change. */
export type QueryEditorChanges = Partial<Omit<QueryEditor, 'id'>>;

/** Pending edits of the active tab, saved into it on switching; `{}` when there are none. */
export type UnsavedQueryEditor = QueryEditorChanges & { id?: string };

/** A result column as the server describes it. */
export interface QueryColumn {
  column_name?: string;
  name: string;
  type?: string | null;
  type_generic?: number;
  is_dttm?: boolean;
}

/**
 * A result without its rows. The rows (a ColumnarTable) live outside the store, under
 * `tableKey`; see resultTables.ts for why.
 */
export interface QueryResults {
  query_id?: number;
  status: string;
  columns: QueryColumn[];
  selected_columns: QueryColumn[];
  expanded_columns: QueryColumn[];
  displayLimitReached?: boolean;
  /** Key of the decoded rows in resultTables; null once the data was cleared. */
  tableKey: string | null;
  rowCount: number;
  /** The server's query object at the time of the result. */
  query?: ServerQuery;
}

/** A query run. */
export interface Query {
  /** Client-generated, 11 characters. */
  id: string;
  dbId: number;
  catalog?: string | null;
  schema?: string | null;
  sql: string;
  /** The tab's id; null for data previews. */
  sqlEditorId: string | null;
  tab: string | null;
  tempTable?: string;
  ctas: boolean;
  ctas_method?: 'TABLE' | 'VIEW';
  runAsync: boolean;
  templateParams?: string;
  queryLimit?: number;
  state: QueryState;
  progress: number;
  startDttm: number;
  endDttm?: number | null;
  cached: boolean;
  resultsKey: string | null;
  isDataPreview: boolean;
  tableName?: string;
  rows?: number | null;
  results?: QueryResults | null;
  limitingFactor?: LimitingFactor | null;
  tempSchema?: string | null;
  errorMessage?: string | null;
  errors?: ApiErrorEntry[];
  link?: string;
  /** Kept in browser storage: its tab was not on the server yet when it ran, or a preview. */
  inLocalStorage?: boolean;
  /** Fields that only the server knows, filled by refreshes. */
  serverId?: number;
  db?: string;
  executedSql?: string | null;
  limit?: number | null;
  changedOn?: number;
  trackingUrl?: string | null;
  /** The server's progress text, e.g. "Running statement 1 out of 2". */
  progressText?: string;
}

/** The `query` object of SQL Lab answers, polls and pushes. */
export interface ServerQuery {
  id: string;
  queryId?: number;
  serverId?: number;
  dbId?: number;
  db?: string;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  executedSql?: string | null;
  sqlEditorId?: string | null;
  tab?: string | null;
  state?: QueryState;
  startDttm?: number | string | null;
  endDttm?: number | string | null;
  changed_on?: string | number | null;
  limit?: number | null;
  limitingFactor?: LimitingFactor | null;
  rows?: number | null;
  progress?: number | null;
  ctas?: boolean;
  tempSchema?: string | null;
  tempTable?: string | null;
  resultsKey?: string | null;
  errorMessage?: string | null;
  trackingUrl?: string | null;
  cached?: boolean;
  extra?: { progress?: string; errors?: ApiErrorEntry[]; [key: string]: unknown };
}

/** A table shown in a tab's table browser. */
export interface SqlLabTable {
  id: string;
  dbId: number;
  queryEditorId: string;
  catalog?: string | null;
  schema: string;
  name: string;
  expanded: boolean;
  /** Stored on the server, under `id` (only initialized tables are deleted there). */
  initialized?: boolean;
  /** Not stored on the server yet: kept in browser storage. */
  inLocalStorage?: boolean;
  isMetadataLoading?: boolean;
  columns?: TableColumnInfo[];
  selectStar?: string;
  primaryKey?: unknown;
  foreignKeys?: unknown[];
  indexes?: unknown[];
  comment?: string | null;
  dataPreviewQueryId?: string | null;
}

/** A column of table metadata. */
export interface TableColumnInfo {
  name: string;
  type: string;
  longType?: string;
  keys?: { type: string; name: string }[];
  comment?: string | null;
}

/** A cost estimate of one query (or tab): started, completed with a cost, or failed. */
export interface CostEstimate {
  completed: boolean;
  cost: Record<string, unknown>[] | null;
  error: string | null;
}

/** What SQL Lab needs to know of a database. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allows_cost_estimate: boolean;
  disable_data_preview: boolean;
  expose_in_sqllab: boolean;
}
