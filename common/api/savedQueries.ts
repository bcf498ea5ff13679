import { z } from 'zod';
import { storeId } from './tabState';

/** JSON text that must hold an object (template parameters, extras); empty means none. */
const jsonObjectText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((text) => {
      if (text.trim() === '') return true;
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        return false;
      }
    }, 'Must be a JSON object.');

const savedQueryFields = {
  label: z.string().trim().min(1, 'Name is required.').max(256),
  description: z.string().max(65_536),
  db_id: storeId,
  catalog: z.string().max(256).nullable(),
  schema: z.string().max(256).nullable(),
  sql: z.string().min(1, 'SQL is required.').max(1_000_000),
  template_parameters: jsonObjectText(65_536).nullable(),
  extra_json: jsonObjectText(65_536).nullable(),
};

/** POST /api/v1/saved_query/: Superset's writable fields; anything else is refused. */
export const savedQueryCreateBody = z.strictObject({
  ...savedQueryFields,
  description: savedQueryFields.description.default(''),
  catalog: savedQueryFields.catalog.optional(),
  schema: savedQueryFields.schema.optional(),
  template_parameters: savedQueryFields.template_parameters.optional(),
  extra_json: savedQueryFields.extra_json.optional(),
});
export type SavedQueryCreateBody = z.infer<typeof savedQueryCreateBody>;

/** PUT /api/v1/saved_query/{id}: the same fields, each optional. */
export const savedQueryUpdateBody = z.strictObject({
  label: savedQueryFields.label.optional(),
  description: savedQueryFields.description.optional(),
  db_id: savedQueryFields.db_id.optional(),
  catalog: savedQueryFields.catalog.optional(),
  schema: savedQueryFields.schema.optional(),
  sql: savedQueryFields.sql.optional(),
  template_parameters: savedQueryFields.template_parameters.optional(),
  extra_json: savedQueryFields.extra_json.optional(),
});
export type SavedQueryUpdateBody = z.infer<typeof savedQueryUpdateBody>;

/** Columns a list filter may name. */
export const SAVED_QUERY_FILTER_COLUMNS = [
  'label',
  'description',
  'sql',
  'schema',
  'database',
  'db_id',
  'created_by',
] as const;

/** Columns the list may be ordered by (changed_on_delta_humanized orders by changed_on). */
export const SAVED_QUERY_ORDER_COLUMNS = [
  'id',
  'label',
  'description',
  'sql',
  'schema',
  'created_on',
  'changed_on',
  'changed_on_delta_humanized',
  'database.database_name',
] as const;

/**
 * One rison filter, e.g. `(col:label,opr:all_text,value:'sales')` (label, description or
 * SQL contains), `(col:sql,opr:ct,value:x)`, `(col:database,opr:rel_o_m,value:1)`.
 */
export const savedQueryListFilter = z.object({
  col: z.enum(SAVED_QUERY_FILTER_COLUMNS),
  opr: z.enum(['all_text', 'ct', 'eq', 'rel_o_m', 'in']),
  value: z.union([
    z.string().max(10_000),
    z.number(),
    z.array(z.union([z.string().max(1000), z.number()])).max(1000),
  ]),
});
export type SavedQueryListFilter = z.infer<typeof savedQueryListFilter>;

/** GET /api/v1/saved_query/?q=(filters:!(…),order_column:…,order_direction:…,page:…,page_size:…). */
export const savedQueryListQuery = z.strictObject({
  filters: z.array(savedQueryListFilter).max(20).default([]),
  order_column: z.enum(SAVED_QUERY_ORDER_COLUMNS).default('changed_on'),
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(25),
});
export type SavedQueryListQuery = z.infer<typeof savedQueryListQuery>;

/** A user as a saved query names its author. */
export interface SavedQueryUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** A saved query as GET /api/v1/saved_query/{id} and the list answer it. */
export interface SavedQueryRecord {
  id: number;
  label: string;
  description: string;
  sql: string;
  catalog: string | null;
  schema: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  db_id: number | null;
  /** Null when its database was deleted. */
  database: { id: number; database_name: string } | null;
  created_on: string;
  changed_on: string;
  changed_on_delta_humanized: string;
  created_by: SavedQueryUser;
  changed_by: SavedQueryUser;
}

/** GET /api/v1/saved_query/ answer. */
export interface SavedQueryListResponse {
  count: number;
  ids: number[];
  result: SavedQueryRecord[];
}
