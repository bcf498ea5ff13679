import { z } from 'zod';
import { decodeRison } from '@common/api/rison';
import { storeId } from '@common/api/tabState';
import { FieldValidationError } from '../errors';

/** Reads query parameters given as Superset's rison `q`, as plain parameters, or both. */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.infer<T> {
  const plain = { ...(query as Record<string, unknown>) };
  let fromRison: Record<string, unknown> = {};
  if (typeof plain.q === 'string') {
    try {
      const decoded = decodeRison(plain.q);
      if (typeof decoded !== 'object' || decoded === null || Array.isArray(decoded))
        throw new SyntaxError('q must be an object');
      fromRison = decoded;
    } catch (error) {
      throw new FieldValidationError({
        q: [`Not a valid rison object: ${(error as Error).message}`],
      });
    }
    delete plain.q;
  }
  const result = schema.safeParse({ ...plain, ...fromRison });
  if (!result.success) throw FieldValidationError.fromZod(result.error);
  return result.data;
}

/** A boolean query parameter: true, 'true', '1' or rison's !t. */
export function booleanParam(value: unknown): boolean {
  return value === true || value === 'true' || value === '1';
}

const bulkIds = z.array(storeId).min(1).max(1000);

/** The ids of a bulk call (delete, export), given as rison `q=!(1,2)`. */
export function parseBulkIds(query: unknown): number[] {
  const q = (query as Record<string, unknown>).q;
  let decoded: unknown;
  try {
    decoded = typeof q === 'string' ? decodeRison(q) : undefined;
  } catch {
    decoded = undefined;
  }
  const parsed = bulkIds.safeParse(decoded);
  if (!parsed.success) throw new FieldValidationError({ q: ['A rison list of ids: !(1,2)'] });
  return parsed.data;
}
