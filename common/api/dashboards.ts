import { z } from 'zod';
import { storeId } from './tabState';

/** Most ids an owner list or a relation filter may name. */
const MAX_IDS = 1000;

/** Superset's SUPERSET_DASHBOARD_POSITION_DATA_LIMIT: most characters of position_json. */
export const DASHBOARD_POSITION_DATA_LIMIT = 65_535;

/** A JSON object given as text (Superset's shape); empty text means none. */
const jsonText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => {
      if (value.trim() === '') return true;
      try {
        const parsed: unknown = JSON.parse(value);
        return typeof parsed === 'object' && parsed !== null;
      } catch {
        return false;
      }
    }, 'Field must be valid JSON.');

/** POST /api/v1/dashboard/ (Superset's DashboardPostSchema). */
export const dashboardCreateBody = z.strictObject({
  dashboard_title: z.string().trim().max(500).nullable().optional(),
  slug: z.string().max(255).nullable().optional(),
  owners: z.array(storeId).max(MAX_IDS).optional(),
  roles: z.array(storeId).max(MAX_IDS).optional(),
  position_json: jsonText(DASHBOARD_POSITION_DATA_LIMIT).nullable().optional(),
  css: z.string().max(1_000_000).nullable().optional(),
  json_metadata: jsonText(1_000_000).nullable().optional(),
  published: z.boolean().nullable().optional(),
  certified_by: z.string().max(1000).nullable().optional(),
  certification_details: z.string().max(65_536).nullable().optional(),
  is_managed_externally: z.boolean().nullable().optional(),
  external_url: z.string().max(2000).nullable().optional(),
});
export type DashboardCreateBody = z.infer<typeof dashboardCreateBody>;

/** Columns a dashboard list filter may name. */
export const DASHBOARD_FILTER_COLUMNS = [
  'id',
  'dashboard_title',
  'slug',
  'owners',
  'created_by',
  'changed_by',
  'published',
] as const;

/**
 * Superset's dashboard list operators, plus `dashboard_is_editable` (col id, value !t): the
 * dashboards the caller may change (owned, or every one for an admin), as the save modal lists.
 */
export const DASHBOARD_FILTER_OPERATORS = [
  'ct',
  'sw',
  'ew',
  'eq',
  'neq',
  'in',
  'rel_o_m',
  'rel_m_m',
  'title_or_slug',
  'dashboard_is_favorite',
  'dashboard_is_certified',
  'dashboard_is_editable',
] as const;

/** Columns the list may be ordered by. */
export const DASHBOARD_ORDER_COLUMNS = [
  'id',
  'dashboard_title',
  'slug',
  'published',
  'changed_on',
  'changed_on_delta_humanized',
  'created_on',
] as const;

/** One rison filter, e.g. `(col:dashboard_title,opr:ct,value:sales)`. */
export const dashboardListFilter = z.object({
  col: z.enum(DASHBOARD_FILTER_COLUMNS),
  opr: z.enum(DASHBOARD_FILTER_OPERATORS),
  value: z.union([
    z.string().max(10_000),
    z.number(),
    z.boolean(),
    z.array(z.union([z.string().max(1000), z.number()])).max(MAX_IDS),
  ]),
});
export type DashboardListFilter = z.infer<typeof dashboardListFilter>;

/** Largest dashboard list page. */
export const DASHBOARD_PAGE_SIZE_MAX = 200;

/** GET /api/v1/dashboard/?q=(filters:!(…),order_column:…,order_direction:…,page:…,page_size:…). */
export const dashboardListQuery = z.strictObject({
  filters: z.array(dashboardListFilter).max(20).default([]),
  order_column: z.enum(DASHBOARD_ORDER_COLUMNS).default('changed_on'),
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: z.coerce.number().int().min(1).max(DASHBOARD_PAGE_SIZE_MAX).default(25),
  columns: z.array(z.string().max(200)).max(200).optional(),
  keys: z.array(z.string().max(200)).max(20).optional(),
  select_columns: z.array(z.string().max(200)).max(200).optional(),
});
export type DashboardListQuery = z.infer<typeof dashboardListQuery>;

/** A user as a dashboard names its owners and editors. */
export interface DashboardUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** A dashboard as the list and GET /api/v1/dashboard/{id_or_slug} answer it (Superset's fields). */
export interface DashboardRecord {
  id: number;
  uuid: string;
  dashboard_title: string;
  slug: string | null;
  url: string;
  published: boolean;
  status: 'published' | 'draft';
  css: string | null;
  json_metadata: string | null;
  position_json: string | null;
  description: string | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  external_url: string | null;
  thumbnail_url: string;
  owners: DashboardUser[];
  roles: { id: number; name: string }[];
  tags: never[];
  created_by: DashboardUser | null;
  changed_by: DashboardUser | null;
  changed_by_name: string;
  changed_on_utc: string;
  changed_on_delta_humanized: string;
  created_on_delta_humanized: string;
  /** Names of the charts on the dashboard. */
  charts: string[];
}

/** GET /api/v1/dashboard/ answer. */
export interface DashboardListResponse {
  count: number;
  ids: number[];
  result: DashboardRecord[];
}

/** GET or POST answer of one dashboard. */
export interface DashboardResponse {
  id: number;
  result: DashboardRecord;
  /** What the caller may do with it (GET by id or slug only; not a Superset field). */
  permissions?: DashboardPermissions;
}

/** PUT /api/v1/dashboard/{id} (Superset's DashboardPutSchema): every field optional. */
export const dashboardUpdateBody = dashboardCreateBody.partial();
export type DashboardUpdateBody = z.infer<typeof dashboardUpdateBody>;

/** PUT answer: the fields sent back as stored, and the new modified time (epoch seconds). */
export interface DashboardUpdateResponse {
  id: number;
  result: Partial<DashboardCreateBody> & { json_metadata?: string | null };
  last_modified_time: number;
}

/** POST /api/v1/dashboard/{id_or_slug}/copy/ (Superset's DashboardCopySchema). */
export const dashboardCopyBody = z.strictObject({
  dashboard_title: z.string().trim().max(500).nullable().optional(),
  css: z.string().max(1_000_000).nullable().optional(),
  json_metadata: jsonText(1_000_000),
  duplicate_slices: z.boolean().optional(),
});
export type DashboardCopyBody = z.infer<typeof dashboardCopyBody>;

/** Copy answer: the new dashboard. */
export interface DashboardCopyResponse {
  result: { id: number; last_modified_time: number };
}

/** GET /api/v1/dashboard/favorite_status/?q=!(ids) answer. */
export interface DashboardFavoriteStatusResponse {
  result: { id: number; value: boolean }[];
}

/** One chart of GET /api/v1/dashboard/{id_or_slug}/charts (ChartEntityResponseSchema). */
export interface DashboardChart {
  id: number;
  slice_name: string;
  viz_type: string;
  cache_timeout: number | null;
  changed_on: string;
  description: string | null;
  description_markeddown: string;
  /** The saved form data, with slice_id, viz_type and datasource filled in. */
  form_data: Record<string, unknown>;
  /** The saved query context (JSON text) when the chart has one. */
  query_context: string | null;
  slice_url: string;
  certified_by: string | null;
  certification_details: string | null;
  datasource_id: number;
  datasource_type: string;
  owners: { id: number; first_name: string; last_name: string }[];
  /** False when the caller may not read the chart's dataset (it shows a "no access" box). */
  datasource_access: boolean;
}

/** GET /api/v1/dashboard/{id_or_slug}/charts answer. */
export interface DashboardChartsResponse {
  result: DashboardChart[];
}

/** POST /api/v1/dashboard/{id_or_slug}/permalink (Superset's DashboardPermalinkStateSchema). */
export const dashboardPermalinkBody = z.strictObject({
  dataMask: z.record(z.string().max(200), z.record(z.string(), z.unknown())).optional(),
  activeTabs: z.array(z.string().max(200)).max(1000).optional(),
  anchor: z.string().max(200).nullable().optional(),
  urlParams: z
    .array(z.tuple([z.string().max(1000), z.string().max(100_000)]))
    .max(100)
    .optional(),
});
export type DashboardPermalinkBody = z.infer<typeof dashboardPermalinkBody>;

/** Permalink answer (201). */
export interface DashboardPermalinkResponse {
  key: string;
  url: string;
}

/** GET /api/v1/dashboard/permalink/{key} answer. */
export interface DashboardPermalinkValue {
  dashboardId: string;
  state: DashboardPermalinkBody;
}

/** What the caller may do with one dashboard (spec §6), sent with GET /api/v1/dashboard/{id}. */
export interface DashboardPermissions {
  /** can_write Dashboard and (admin or owner). */
  can_edit: boolean;
  can_share: boolean;
  can_explore: boolean;
  can_csv: boolean;
  is_admin: boolean;
}
