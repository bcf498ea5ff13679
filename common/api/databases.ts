import { z } from 'zod';

/** The password placeholder the API shows instead of a stored password. */
export const PASSWORD_MASK = 'XXXXXXXXXX';

const jsonObjectString = z
  .string()
  .max(65_536)
  .refine((text) => {
    try {
      const value: unknown = JSON.parse(text);
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    } catch {
      return false;
    }
  }, 'Must be a JSON object');

/** POST /api/v1/database/ body (Superset's field names). */
export const databaseCreateBody = z.strictObject({
  database_name: z.string().trim().min(1).max(250),
  sqlalchemy_uri: z.string().trim().min(1).max(2000),
  expose_in_sqllab: z.boolean().default(true),
  allow_run_async: z.boolean().default(false),
  allow_dml: z.boolean().default(false),
  allow_ctas: z.boolean().default(false),
  allow_cvas: z.boolean().default(false),
  cache_timeout: z.int().min(0).nullable().default(null),
  extra: jsonObjectString.default('{}'),
});
export type DatabaseCreateBody = z.infer<typeof databaseCreateBody>;

/** PUT /api/v1/database/{id} body: any subset. */
export const databaseUpdateBody = databaseCreateBody.partial();
export type DatabaseUpdateBody = z.infer<typeof databaseUpdateBody>;

/** POST /api/v1/database/test_connection/ body. */
export const testConnectionBody = z.strictObject({
  sqlalchemy_uri: z.string().trim().min(1).max(2000),
  database_name: z.string().trim().max(250).optional(),
  extra: jsonObjectString.optional(),
});

/** What `extra` may say (other keys are kept as they are). */
export interface DatabaseExtra {
  disable_data_preview?: boolean;
  cost_estimate_enabled?: boolean;
  engine_params?: Record<string, unknown>;
}

/** A database as the API answers it; the password is masked. */
export interface DatabaseRecord {
  id: number;
  database_name: string;
  sqlalchemy_uri: string;
  backend: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_file_upload: boolean;
  allows_cost_estimate: boolean;
  disable_data_preview: boolean;
  cache_timeout: number | null;
  extra: string;
  is_examples: boolean;
  changed_on: string;
  changed_on_delta_humanized: string;
}

/**
 * GET /api/v1/database/{id}/schemas/ answer: Superset's `result`, plus the schema the
 * connection uses when a query names none (when the database has it), for SQL Lab to preselect.
 */
export interface SchemasAnswer {
  count: number;
  result: string[];
  default_schema: string | null;
}
