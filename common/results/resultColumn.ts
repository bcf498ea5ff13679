import { z } from 'zod/mini';
import { genericDataTypeSchema } from '../data/genericTypes';

/**
 * A result column as SQL Lab and chart answers carry it (Superset's `columns` entries):
 * `column_name` and `name` hold the same (de-duplicated) name, `type` the engine's type name.
 */
export const resultColumnSchema = z.object({
  column_name: z.string(),
  name: z.string(),
  type: z.string(),
  type_generic: genericDataTypeSchema,
  is_dttm: z.boolean(),
});
export type ResultColumn = z.infer<typeof resultColumnSchema>;
