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

/** Superset's slug normalisation: spaces become dashes, other non-word characters go. */
export function normalizeSlug(slug: string): string {
  return slug
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^\w-]+/g, '');
}

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
}
