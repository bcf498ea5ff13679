import { epochMs } from '@common/runDuration';
import type { Query, ServerQuery } from './types';

/** A server time as epoch milliseconds: numbers stay, numeric text is parsed, ISO text without a zone is UTC. */
export const toMillis = epochMs;

// The server's fields that keep their name and value in the client's query.
const SAME_FIELDS = [
  'dbId',
  'db',
  'catalog',
  'schema',
  'sql',
  'executedSql',
  'tab',
  'state',
  'limit',
  'limitingFactor',
  'rows',
  'ctas',
  'tempSchema',
  'resultsKey',
  'errorMessage',
  'trackingUrl',
  'cached',
] as const;

/** The client's view of a server query: only the fields the server sent, times as numbers. */
export function fromServerQuery(server: ServerQuery): Partial<Query> & { id: string } {
  const out: Partial<Query> & { id: string } = { id: server.id };
  const target = out as Record<string, unknown>;
  for (const field of SAME_FIELDS) if (server[field] !== undefined) target[field] = server[field];
  if (typeof server.progress === 'number') out.progress = server.progress;
  if (server.sqlEditorId !== undefined)
    out.sqlEditorId = server.sqlEditorId === null ? null : String(server.sqlEditorId);
  if (server.tempTable !== undefined) out.tempTable = server.tempTable ?? undefined;
  const serverId = server.serverId ?? server.queryId;
  if (serverId !== undefined) out.serverId = serverId;
  const startDttm = toMillis(server.startDttm);
  if (startDttm !== undefined) out.startDttm = startDttm;
  if (server.endDttm !== undefined) out.endDttm = toMillis(server.endDttm) ?? null;
  const changedOn = toMillis(server.changed_on);
  if (changedOn !== undefined) out.changedOn = changedOn;
  if (server.extra?.progress !== undefined) out.progressText = server.extra.progress;
  if (server.extra?.errors !== undefined) out.errors = server.extra.errors;
  return out;
}

/** The fields a query the client has never seen starts with, before the server's. */
export const UNKNOWN_QUERY_DEFAULTS: Omit<Query, 'id'> = {
  dbId: 0,
  sql: '',
  sqlEditorId: null,
  tab: null,
  ctas: false,
  runAsync: false,
  state: 'pending',
  progress: 0,
  startDttm: 0,
  cached: false,
  resultsKey: null,
  isDataPreview: false,
};
