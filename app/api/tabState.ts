// SQL Lab tabs kept on the server: /tabstateview/, /tableschemaview/ and the bootstrap
// in Superset's shapes. Types only from common: no zod in the SQL Lab bundle.
import type {
  QueryEditorPayload,
  SqlLabBootstrap,
  TabStateRecord,
  TabStateUpdateBody,
} from '@common/api/tabState';
import { apiFetch, sendKeepalive } from './client';

/** A server query record as the client reads it. */
export type ServerQueryRecord = Record<string, unknown> & { id: string };

/** GET /api/v1/sqllab/: saved tabs (the active one in full), databases, runs, config. */
export async function fetchSqlLabBootstrap(): Promise<SqlLabBootstrap<ServerQueryRecord>> {
  return (await apiFetch<{ result: SqlLabBootstrap<ServerQueryRecord> }>('GET', '/api/v1/sqllab/'))
    .result;
}

/** POST /tabstateview/: stores a tab, answers its server id. */
export async function createTabState(queryEditor: QueryEditorPayload): Promise<number> {
  return (await apiFetch<{ id: number }>('POST', '/tabstateview/', { queryEditor })).id;
}

/** GET /tabstateview/{id}: one saved tab with its tables and latest run. */
export function getTabState(id: string): Promise<TabStateRecord<ServerQueryRecord>> {
  return apiFetch('GET', `/tabstateview/${encodeURIComponent(id)}`);
}

/** PUT /tabstateview/{id}: writes the given fields (absent ones stay). */
export async function updateTabState(id: string, body: TabStateUpdateBody): Promise<void> {
  await apiFetch('PUT', `/tabstateview/${encodeURIComponent(id)}`, body);
}

/** The same PUT sent while the page goes away (fetch keepalive; nothing waits for it). */
export function updateTabStateOnLeave(id: string, body: TabStateUpdateBody): void {
  sendKeepalive('PUT', `/tabstateview/${encodeURIComponent(id)}`, body);
}

/** POST /tabstateview/{id}/activate: marks the user's active tab. */
export async function activateTabState(id: string): Promise<void> {
  await apiFetch('POST', `/tabstateview/${encodeURIComponent(id)}/activate`);
}

/** POST /tabstateview/{id}/migrate_query: moves a run made in the browser to the saved tab. */
export async function migrateQueryToTab(id: string, queryId: string): Promise<void> {
  await apiFetch('POST', `/tabstateview/${encodeURIComponent(id)}/migrate_query`, { queryId });
}

/** DELETE /tabstateview/{id}: removes a saved tab and its tables. */
export async function deleteTabState(id: string): Promise<void> {
  await apiFetch('DELETE', `/tabstateview/${encodeURIComponent(id)}`);
}

/** POST /tableschemaview/: stores a table of a saved tab, answers its id. */
export async function createTableSchema(table: Record<string, unknown>): Promise<number> {
  return (await apiFetch<{ id: number }>('POST', '/tableschemaview/', { table })).id;
}

/** POST /tableschemaview/{id}/expanded. */
export async function setTableSchemaExpanded(id: string, expanded: boolean): Promise<void> {
  await apiFetch('POST', `/tableschemaview/${encodeURIComponent(id)}/expanded`, { expanded });
}

/** DELETE /tableschemaview/{id}. */
export async function deleteTableSchema(id: string): Promise<void> {
  await apiFetch('DELETE', `/tableschemaview/${encodeURIComponent(id)}`);
}
