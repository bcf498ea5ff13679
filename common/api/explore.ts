import { z } from 'zod';
import { DATASOURCE_TYPES } from './charts';
import { storeId } from './tabState';

/** Explore's form data: the chart's controls as one JSON object. */
const formDataObject = z.record(z.string(), z.unknown());

/**
 * POST /api/v1/explore/permalink (Superset's ExplorePermalinkStateSchema): the form data and
 * the page's URL parameters as [name, value] pairs.
 */
export const explorePermalinkBody = z.strictObject({
  formData: formDataObject,
  urlParams: z
    .array(z.tuple([z.string().max(1000), z.string().max(100_000)]))
    .max(100)
    .nullish(),
});
export type ExplorePermalinkBody = z.infer<typeof explorePermalinkBody>;

/** The explore state a permalink keeps. */
export interface ExplorePermalinkState {
  formData: Record<string, unknown>;
  urlParams?: [string, string][] | null;
}

/** GET /api/v1/explore/permalink/{key} answer (Superset's stored value). */
export interface ExplorePermalinkValue {
  chartId: number | null;
  datasourceId: number;
  datasourceType: string;
  datasource: string;
  state: ExplorePermalinkState;
}

/**
 * POST and PUT /api/v1/explore/form_data (Superset's FormDataPostSchema): unsaved explore
 * state kept for a while under a key; `form_data` is JSON text.
 */
export const exploreFormDataBody = z.strictObject({
  datasource_id: storeId,
  datasource_type: z.enum(DATASOURCE_TYPES),
  chart_id: storeId.nullish(),
  form_data: z
    .string()
    .max(1_000_000)
    .refine((text) => {
      try {
        const value: unknown = JSON.parse(text);
        return typeof value === 'object' && value !== null && !Array.isArray(value);
      } catch {
        return false;
      }
    }, 'Must be a JSON object.'),
});
export type ExploreFormDataBody = z.infer<typeof exploreFormDataBody>;

/** `?tab_id=` of the form data calls: the browser tab the state belongs to. */
export const exploreFormDataQuery = z.object({
  tab_id: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

/** `/api/v1/explore/form_data/{key}` and `/api/v1/explore/permalink/{key}` path parameters. */
export const exploreKeyParams = z.strictObject({
  key: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not a valid key'),
});

/** GET /api/v1/explore/ query: what to open, as Superset's ExploreGetSchema. */
export const exploreQuery = z.object({
  slice_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  form_data_key: z.string().max(64).optional(),
  permalink_key: z.string().max(64).optional(),
  datasource_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  datasource_type: z.enum(DATASOURCE_TYPES).optional(),
});
export type ExploreQuery = z.infer<typeof exploreQuery>;

/** Superset's `Slice.data`: the saved chart Explore opened. */
export interface ExploreSlice {
  slice_id: number;
  slice_name: string;
  slice_url: string;
  edit_url: string;
  description: string | null;
  description_markeddown: string;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  is_managed_externally: boolean;
  datasource: string;
  form_data: Record<string, unknown>;
  query_context: string | null;
  owners: number[];
  dashboards: number[];
  changed_on: string;
  modified: string;
}

/** GET /api/v1/explore/ answer's `result`; `dataset` is the datasource payload. */
export interface ExploreResult<Dataset = unknown> {
  dataset: Dataset;
  form_data: Record<string, unknown>;
  slice: ExploreSlice | null;
  message: string | null;
}
