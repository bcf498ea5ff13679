import { z } from 'zod';
import { jsonOrObject, storeId } from './tabState';

/**
 * A shared SQL Lab tab: what a share link or permalink opens.
 * Unknown keys are refused; `title` is accepted as an older name of `name`.
 */
export const sharedQuery = z.strictObject({
  name: z.string().max(256).optional(),
  title: z.string().max(256).optional(),
  dbId: storeId,
  catalog: z.string().max(256).nullish(),
  schema: z.string().max(256).nullish(),
  autorun: z.boolean().optional(),
  sql: z.string().max(1_000_000),
  templateParams: z.string().max(65_536).nullish(),
});
export type SharedQuery = z.infer<typeof sharedQuery>;

/** POST /kv/store/ body: `data` is the shared query as JSON text (or as an object). */
export const kvStoreBody = z.strictObject({ data: jsonOrObject(sharedQuery) });

/** POST /api/v1/sqllab/permalink body (Superset's SqlLabPermalinkSchema). */
export const permalinkBody = sharedQuery;

/** `/kv/{id}` and `/api/v1/sqllab/permalink/{key}` path parameters: a random key. */
export const keyParams = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a link key'),
});

/** What GET /kv/{id} and GET /api/v1/sqllab/permalink/{key} answer. */
export interface SharedQueryRecord {
  name: string;
  dbId: number;
  catalog: string | null;
  schema: string | null;
  autorun: boolean;
  sql: string;
  templateParams: string | null;
}

/** POST /api/v1/sqllab/permalink answer: the key and the page URL that opens it. */
export interface PermalinkCreated {
  key: string;
  url: string;
}
