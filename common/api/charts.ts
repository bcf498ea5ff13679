import { z } from 'zod';
import { storeId } from './tabState';

/** Most ids a bulk call or a relation filter may name. */
const MAX_IDS = 1000;

/**
 * A JSON object given as text (Superset's shape) or as an object; kept as the text.
 * Superset's `params` and `query_context` are strings holding JSON.
 */
const jsonObjectText = (max: number) =>
  z.union([z.string().max(max), z.record(z.string(), z.unknown())]).transform((value, context) => {
    if (typeof value !== 'string') return JSON.stringify(value);
    if (value.trim() === '') return '{}';
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) return value;
    } catch {
      // reported below
    }
    context.addIssue({ code: 'custom', message: 'Field must be valid JSON object.' });
    return z.NEVER;
  });

/** Superset's datasource types; Tessera's charts read tables (datasets). */
export const DATASOURCE_TYPES = ['table', 'query', 'saved_query', 'view', 'dataset'] as const;

const chartFields = {
  slice_name: z.string().trim().min(1, 'Name is required.').max(250),
  description: z.string().max(65_536).nullable(),
  viz_type: z.string().min(1).max(250),
  owners: z.array(storeId).max(MAX_IDS),
  params: jsonObjectText(1_000_000).nullable(),
  query_context: jsonObjectText(1_000_000).nullable(),
  query_context_generation: z.boolean().nullable(),
  cache_timeout: z.int().min(0).max(2_147_483_647).nullable(),
  datasource_id: storeId,
  datasource_type: z.enum(DATASOURCE_TYPES),
  datasource_name: z.string().max(2000).nullable(),
  dashboards: z.array(storeId).max(MAX_IDS),
  certified_by: z.string().max(1000).nullable(),
  certification_details: z.string().max(65_536).nullable(),
  is_managed_externally: z.boolean().nullable(),
  external_url: z.string().max(2000).nullable(),
};

/** POST /api/v1/chart/ (Superset's ChartPostSchema). */
export const chartCreateBody = z.strictObject({
  ...chartFields,
  description: chartFields.description.optional(),
  viz_type: chartFields.viz_type.default('table'),
  owners: chartFields.owners.optional(),
  params: chartFields.params.optional(),
  query_context: chartFields.query_context.optional(),
  query_context_generation: chartFields.query_context_generation.optional(),
  cache_timeout: chartFields.cache_timeout.optional(),
  datasource_name: chartFields.datasource_name.optional(),
  dashboards: chartFields.dashboards.optional(),
  certified_by: chartFields.certified_by.optional(),
  certification_details: chartFields.certification_details.optional(),
  is_managed_externally: chartFields.is_managed_externally.optional(),
  external_url: chartFields.external_url.optional(),
});
export type ChartCreateBody = z.infer<typeof chartCreateBody>;

/** PUT /api/v1/chart/{id} (Superset's ChartPutSchema): every field optional. */
export const chartUpdateBody = z.strictObject(
  Object.fromEntries(
    Object.entries(chartFields).map(([name, schema]) => [name, schema.optional()]),
  ) as { [K in keyof typeof chartFields]: z.ZodOptional<(typeof chartFields)[K]> },
);
export type ChartUpdateBody = z.infer<typeof chartUpdateBody>;

/** Columns a chart list filter may name. */
export const CHART_FILTER_COLUMNS = [
  'id',
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_type',
  'owners',
  'created_by',
  'changed_by',
  'dashboards',
  'description',
] as const;

/** Superset's chart list operators. */
export const CHART_FILTER_OPERATORS = [
  'ct',
  'sw',
  'ew',
  'eq',
  'neq',
  'in',
  'rel_o_m',
  'rel_m_m',
  'chart_all_text',
  'chart_is_favorite',
  'chart_is_certified',
  'chart_owned_created_favored_by_me',
] as const;

/** Columns the list may be ordered by. */
export const CHART_ORDER_COLUMNS = [
  'id',
  'slice_name',
  'viz_type',
  'datasource_id',
  'datasource_name',
  'description',
  'cache_timeout',
  'changed_on',
  'changed_on_delta_humanized',
  'changed_by.first_name',
  'created_on',
  'last_saved_at',
  'last_saved_by.id',
] as const;

/** One rison filter, e.g. `(col:slice_name,opr:chart_all_text,value:sales)`. */
export const chartListFilter = z.object({
  col: z.enum(CHART_FILTER_COLUMNS),
  opr: z.enum(CHART_FILTER_OPERATORS),
  value: z.union([
    z.string().max(10_000),
    z.number(),
    z.boolean(),
    z.array(z.union([z.string().max(1000), z.number()])).max(MAX_IDS),
  ]),
});
export type ChartListFilter = z.infer<typeof chartListFilter>;

/** Largest chart list page (spec §9: the chart list asks for 200). */
export const CHART_PAGE_SIZE_MAX = 200;

/**
 * GET /api/v1/chart/?q=(filters:!(…),order_column:…,order_direction:…,page:…,page_size:…).
 * `columns` and `keys` (Superset's field selection) are accepted; the full record is answered.
 */
export const chartListQuery = z.strictObject({
  filters: z.array(chartListFilter).max(20).default([]),
  order_column: z.enum(CHART_ORDER_COLUMNS).default('changed_on'),
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: z.coerce.number().int().min(1).max(CHART_PAGE_SIZE_MAX).default(25),
  columns: z.array(z.string().max(200)).max(200).optional(),
  keys: z.array(z.string().max(200)).max(20).optional(),
  select_columns: z.array(z.string().max(200)).max(200).optional(),
});
export type ChartListQuery = z.infer<typeof chartListQuery>;

/** GET /api/v1/chart/related/{owners|created_by|changed_by}?q=(filter:…,page:…,page_size:…). */
export const chartRelatedQuery = z.strictObject({
  filter: z.string().max(256).default(''),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: z.coerce.number().int().min(1).max(1000).default(100),
});

/** One choice of a related field (Superset's RelatedResultResponseSchema). */
export interface ChartRelatedOption {
  value: number;
  text: string;
  extra: { active: boolean };
}

/** A user as a chart names its owners and editors. */
export interface ChartUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** A dashboard a chart sits on. */
export interface ChartDashboard {
  id: number;
  dashboard_title: string;
}

/** A saved chart as GET /api/v1/chart/{id} and the list answer it (Superset's fields). */
export interface ChartRecord {
  id: number;
  uuid: string;
  slice_name: string;
  url: string;
  slice_url: string;
  edit_url: string;
  viz_type: string;
  params: string;
  form_data: Record<string, unknown>;
  query_context: string | null;
  datasource_id: number | null;
  datasource_type: string;
  /** "schema.table" of the dataset, or null when it was deleted. */
  datasource_name_text: string | null;
  datasource_url: string | null;
  table: { table_name: string; default_endpoint: string | null } | null;
  description: string | null;
  description_markeddown: string;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  thumbnail_url: string;
  owners: ChartUser[];
  created_by: ChartUser | null;
  changed_by: ChartUser | null;
  changed_by_name: string;
  last_saved_by: ChartUser | null;
  last_saved_at: string | null;
  dashboards: ChartDashboard[];
  tags: never[];
  created_on_delta_humanized: string;
  changed_on_delta_humanized: string;
  changed_on_utc: string;
  changed_on_dttm: number;
}

/** GET /api/v1/chart/ answer. */
export interface ChartListResponse {
  count: number;
  ids: number[];
  result: ChartRecord[];
}

/** GET /api/v1/chart/favorite_status/ answer. */
export interface FavoriteStatusResponse {
  result: { id: number; value: boolean }[];
}
