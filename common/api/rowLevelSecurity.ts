import { z } from 'zod';
import { storeId } from './tabState';

/** Superset's RowLevelSecurityFilterType. */
export const RLS_FILTER_TYPES = ['Regular', 'Base'] as const;
export type RlsFilterType = (typeof RLS_FILTER_TYPES)[number];

const rlsFields = {
  name: z.string().trim().min(1, 'Name is required.').max(255),
  description: z.string().max(65_536).nullable(),
  filter_type: z.enum(RLS_FILTER_TYPES, { error: 'Must be one of: Regular, Base.' }),
  tables: z.array(storeId).min(1, 'Choose at least one table.').max(1000),
  roles: z.array(storeId).max(1000),
  group_key: z.string().trim().max(255).nullable(),
  clause: z.string().trim().min(1, 'Clause is required.').max(65_536),
};

/** POST /api/v1/rowlevelsecurity/: Superset's writable fields; anything else is refused. */
export const rlsCreateBody = z.strictObject({
  ...rlsFields,
  description: rlsFields.description.optional(),
  roles: rlsFields.roles.default([]),
  group_key: rlsFields.group_key.optional(),
});
export type RlsCreateBody = z.infer<typeof rlsCreateBody>;

/** PUT /api/v1/rowlevelsecurity/{id}: the same fields, each optional. */
export const rlsUpdateBody = z.strictObject({
  name: rlsFields.name.optional(),
  description: rlsFields.description.optional(),
  filter_type: rlsFields.filter_type.optional(),
  tables: rlsFields.tables.optional(),
  roles: rlsFields.roles.optional(),
  group_key: rlsFields.group_key.optional(),
  clause: rlsFields.clause.optional(),
});
export type RlsUpdateBody = z.infer<typeof rlsUpdateBody>;

/** Columns a list filter may name. */
export const RLS_FILTER_COLUMNS = [
  'name',
  'filter_type',
  'group_key',
  'clause',
  'roles',
  'tables',
] as const;

/** Columns the list may be ordered by (changed_on_delta_humanized orders by changed_on). */
export const RLS_ORDER_COLUMNS = [
  'id',
  'name',
  'filter_type',
  'clause',
  'group_key',
  'changed_on',
  'changed_on_delta_humanized',
] as const;

/** One rison filter, e.g. `(col:name,opr:ct,value:region)` or `(col:roles,opr:rel_m_m,value:3)`. */
export const rlsListFilter = z.object({
  col: z.enum(RLS_FILTER_COLUMNS),
  opr: z.enum(['ct', 'sw', 'eq', 'rel_m_m', 'rel_o_m', 'in']),
  value: z.union([
    z.string().max(10_000),
    z.number(),
    z.array(z.union([z.string().max(1000), z.number()])).max(1000),
  ]),
});
export type RlsListFilter = z.infer<typeof rlsListFilter>;

/** GET /api/v1/rowlevelsecurity/?q=(filters:!(…),order_column:…,order_direction:…,page:…,page_size:…). */
export const rlsListQuery = z.strictObject({
  filters: z.array(rlsListFilter).max(20).default([]),
  order_column: z.enum(RLS_ORDER_COLUMNS).default('changed_on'),
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(25),
});
export type RlsListQuery = z.infer<typeof rlsListQuery>;

/** GET /api/v1/rowlevelsecurity/related/{roles|tables}?q=(filter:…,page:…,page_size:…). */
export const rlsRelatedQuery = z.strictObject({
  filter: z.string().max(256).default(''),
  page: z.coerce.number().int().min(0).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
});
export type RlsRelatedQuery = z.infer<typeof rlsRelatedQuery>;

/** A table an RLS rule applies to, as the API names it. */
export interface RlsTableRef {
  id: number;
  schema: string | null;
  table_name: string;
}

/** A rule as GET /api/v1/rowlevelsecurity/{id} and the list answer it. */
export interface RlsRecord {
  id: number;
  name: string;
  description: string | null;
  filter_type: RlsFilterType;
  tables: RlsTableRef[];
  roles: { id: number; name: string }[];
  group_key: string | null;
  clause: string;
  changed_on: string;
  changed_on_delta_humanized: string;
}

/** GET /api/v1/rowlevelsecurity/ answer. */
export interface RlsListResponse {
  count: number;
  ids: number[];
  result: RlsRecord[];
}

/** One choice of a related-field picker. */
export interface RelatedOption {
  value: number;
  text: string;
  extra: Record<string, unknown>;
}

/** GET /api/v1/rowlevelsecurity/related/{field} answer. */
export interface RelatedResponse {
  count: number;
  result: RelatedOption[];
}
