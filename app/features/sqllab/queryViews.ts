import type { QueryHistoryItem } from '@app/api/queries';
import type { QueryView } from './components/queryView';
import { getResultTable, type Query } from './state';
import { toMillis } from './state/serverQuery';

/**
 * The times to show a run by: its server record's start and end once the answer brought both,
 * so "Took" is the run's own duration, not the round trip; else the times this browser saw.
 * Never one clock's start with the other's end.
 */
function shownTimes(query: Query): Pick<QueryView, 'startDttm' | 'endDttm'> {
  const record = query.results?.query;
  const start = toMillis(record?.startDttm);
  const end = toMillis(record?.endDttm);
  return start !== undefined && end !== undefined
    ? { startDttm: start, endDttm: end }
    : { startDttm: query.startDttm, endDttm: query.endDttm };
}

/** What the panes show of a run; the rows come from the decoded result table, if kept. */
export function toQueryView(query: Query): QueryView {
  return {
    id: query.id,
    sql: query.sql,
    state: query.state,
    progress: query.progress,
    ...shownTimes(query),
    rows: query.rows ?? query.results?.rowCount,
    limitingFactor: query.limitingFactor,
    errorMessage: query.errorMessage,
    errors: query.errors,
    results: getResultTable(query.results?.tableKey),
    dbId: query.dbId,
    schema: query.schema,
    tab: query.tab,
  };
}

const toMs = (value: number | string | null | undefined) => toMillis(value) ?? 0;

/** A run from the server's history list. */
export function historyItemView(item: QueryHistoryItem): QueryView {
  return {
    id: item.client_id,
    sql: item.sql,
    state: item.status,
    startDttm: toMs(item.start_time),
    endDttm: item.end_time === null ? null : toMs(item.end_time),
    rows: item.rows,
    dbId: item.database.id,
    schema: item.schema,
    tab: item.tab_name,
  };
}

/**
 * The history pane's runs: this browser's runs (not data previews), then the server's list
 * for the rest; a run known to both shows its local, livelier state.
 */
export function mergeHistory(
  local: Record<string, Query>,
  server: readonly QueryHistoryItem[],
): QueryView[] {
  const out = new Map<string, QueryView>();
  for (const query of Object.values(local)) {
    if (!query.isDataPreview) out.set(query.id, toQueryView(query));
  }
  for (const item of server) {
    if (!out.has(item.client_id)) out.set(item.client_id, historyItemView(item));
  }
  return [...out.values()];
}
