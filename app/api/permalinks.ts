import type { PermalinkCreated, SharedQueryRecord } from '@common/api/keyValue';
import { apiFetch } from './client';

/** What a SQL Lab permalink keeps of a tab. */
export interface PermalinkFields {
  name: string;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  autorun: boolean;
  sql: string;
  templateParams: string | null;
}

/**
 * Stores a tab under a new permalink (POST /api/v1/sqllab/permalink). The server answers a
 * relative url unless its public URL is configured; either way this gives an absolute one.
 */
export async function createPermalink(fields: PermalinkFields): Promise<PermalinkCreated> {
  const created = await apiFetch<PermalinkCreated>('POST', '/api/v1/sqllab/permalink', fields);
  return { ...created, url: new URL(created.url, window.location.href).href };
}

/** The tab a permalink keeps; 404 when unknown or its database is not the caller's to use. */
export function getPermalink(key: string): Promise<SharedQueryRecord> {
  return apiFetch('GET', `/api/v1/sqllab/permalink/${encodeURIComponent(key)}`);
}
