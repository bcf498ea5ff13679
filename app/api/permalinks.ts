import type { PermalinkCreated, SharedQueryRecord } from '../../common/api/keyValue';
import { apiFetch } from './client';

/** What a SQL Lab permalink keeps of a tab (spec §3 "Shared query"). */
export interface PermalinkFields {
  name: string;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  autorun: boolean;
  sql: string;
  templateParams: string | null;
}

/** Stores a tab under a new permalink (POST /api/v1/sqllab/permalink). */
export function createPermalink(fields: PermalinkFields): Promise<PermalinkCreated> {
  return apiFetch('POST', '/api/v1/sqllab/permalink', fields);
}

/** The tab a permalink keeps; 404 when unknown or its database is not the caller's to use. */
export function getPermalink(key: string): Promise<SharedQueryRecord> {
  return apiFetch('GET', `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`);
}
