import { z } from 'zod';

/**
 * A date-time as the annotation API takes it: an ISO 8601 string (a string without a zone is
 * UTC, as Superset stores naive UTC times) or epoch milliseconds. Parsed to epoch ms.
 */
export const annotationDateTime = z
  .union([z.string().trim().min(1).max(64), z.number().finite()])
  .transform((value, context) => {
    const ms = typeof value === 'number' ? value : parseAnnotationTime(value);
    if (ms === undefined || !Number.isFinite(ms)) {
      context.addIssue({ code: 'custom', message: 'Not a valid datetime.' });
      return z.NEVER;
    }
    return ms;
  });

/** Epoch ms of an ISO date-time; a string without a zone is read as UTC. */
export function parseAnnotationTime(text: string): number | undefined {
  const trimmed = text.trim();
  if (
    !/^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?)?(Z|[+-]\d{2}:?\d{2})?$/i.test(
      trimmed,
    )
  )
    return undefined;
  const hasZone = /(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed) && trimmed.length > 10;
  const iso = trimmed.replace(' ', 'T');
  const ms = Date.parse(hasZone ? iso : iso.length === 10 ? `${iso}T00:00:00Z` : `${iso}Z`);
  return Number.isNaN(ms) ? undefined : ms;
}

/** Epoch ms as the API answers it: Superset's naive UTC ISO form, `2024-01-31T12:00:00`. */
export function formatAnnotationTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19);
}

const layerFields = {
  name: z.string().trim().min(1, 'Name is required.').max(250),
  descr: z.string().max(65_536).nullable(),
};

/** POST /api/v1/annotation_layer/. */
export const annotationLayerCreateBody = z.strictObject({
  name: layerFields.name,
  descr: layerFields.descr.optional(),
});
export type AnnotationLayerCreateBody = z.infer<typeof annotationLayerCreateBody>;

/** PUT /api/v1/annotation_layer/{pk}. */
export const annotationLayerUpdateBody = annotationLayerCreateBody.partial();
export type AnnotationLayerUpdateBody = z.infer<typeof annotationLayerUpdateBody>;

const annotationFields = {
  short_descr: z.string().trim().min(1, 'Short description is required.').max(500),
  long_descr: z.string().max(65_536).nullable(),
  start_dttm: annotationDateTime,
  end_dttm: annotationDateTime,
  // Superset keeps it as text; it must be a JSON object when given.
  json_metadata: z
    .string()
    .max(65_536)
    .nullable()
    .refine((text) => text === null || text.trim() === '' || isJsonObject(text), {
      message: 'JSON not valid',
    }),
};

function isJsonObject(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/** POST /api/v1/annotation_layer/{pk}/annotation/. */
export const annotationCreateBody = z.strictObject({
  short_descr: annotationFields.short_descr,
  long_descr: annotationFields.long_descr.optional(),
  start_dttm: annotationFields.start_dttm,
  end_dttm: annotationFields.end_dttm,
  json_metadata: annotationFields.json_metadata.optional(),
});
export type AnnotationCreateBody = z.infer<typeof annotationCreateBody>;

/** PUT /api/v1/annotation_layer/{pk}/annotation/{annotation_id}. */
export const annotationUpdateBody = annotationCreateBody.partial();
export type AnnotationUpdateBody = z.infer<typeof annotationUpdateBody>;

const listPaging = {
  order_direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  page_size: z.coerce.number().int().min(1).max(10_000).default(25),
};

/** One rison filter of the layer list: `(col:name,opr:ct,value:holidays)`. */
const layerListFilter = z.object({
  col: z.enum(['name', 'descr']),
  opr: z.enum(['ct', 'sw', 'eq']),
  value: z.string().max(1000),
});

/** GET /api/v1/annotation_layer/?q=(filters:!(…),order_column:…,page:…,page_size:…). */
export const annotationLayerListQuery = z.strictObject({
  filters: z.array(layerListFilter).max(10).default([]),
  order_column: z.enum(['id', 'name', 'descr', 'changed_on', 'created_on']).default('changed_on'),
  ...listPaging,
});
export type AnnotationLayerListQuery = z.infer<typeof annotationLayerListQuery>;

/**
 * One rison filter of an annotation list: text search on short_descr, or a time window
 * (`(col:end_dttm,opr:gt,value:'2024-01-01T00:00:00')` keeps annotations ending after it).
 */
const annotationListFilter = z.discriminatedUnion('col', [
  z.object({
    col: z.literal('short_descr'),
    opr: z.enum(['ct', 'sw', 'eq']),
    value: z.string().max(1000),
  }),
  z.object({
    col: z.enum(['start_dttm', 'end_dttm']),
    opr: z.enum(['gt', 'lt']),
    value: annotationDateTime,
  }),
]);
export type AnnotationListFilter = z.infer<typeof annotationListFilter>;

/** GET /api/v1/annotation_layer/{pk}/annotation/?q=(filters:!(…),order_column:…,page_size:…). */
export const annotationListQuery = z.strictObject({
  filters: z.array(annotationListFilter).max(10).default([]),
  order_column: z
    .enum(['id', 'short_descr', 'start_dttm', 'end_dttm', 'changed_on'])
    .default('start_dttm'),
  ...listPaging,
  order_direction: z.enum(['asc', 'desc']).default('asc'),
});
export type AnnotationListQuery = z.infer<typeof annotationListQuery>;

/** Who created or last changed a row. */
export interface AnnotationUser {
  id: number;
  first_name: string;
  last_name: string;
}

/** A layer as the API answers it. */
export interface AnnotationLayerRecord {
  id: number;
  name: string;
  descr: string | null;
  created_on: string;
  changed_on: string;
  changed_on_delta_humanized: string;
  created_by: AnnotationUser | null;
  changed_by: AnnotationUser | null;
}

/** An annotation as the API answers it (times in naive UTC ISO form). */
export interface AnnotationRecordResponse {
  id: number;
  layer: { id: number; name: string };
  short_descr: string;
  long_descr: string | null;
  start_dttm: string;
  end_dttm: string;
  json_metadata: string | null;
  changed_on_delta_humanized: string;
  created_by: AnnotationUser | null;
}

/** A list answer: one page and the full count. */
export interface AnnotationListResponse<T> {
  count: number;
  ids: number[];
  result: T[];
}
