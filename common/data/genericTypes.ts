import { z } from 'zod/mini';

/** Superset's GenericDataType: the kind of a column's values, whatever the engine's type name. */
export const GenericDataType = { NUMERIC: 0, STRING: 1, TEMPORAL: 2, BOOLEAN: 3 } as const;
export type GenericDataTypeValue = (typeof GenericDataType)[keyof typeof GenericDataType];

/** A GenericDataType number on the wire. */
export const genericDataTypeSchema = z.union([
  z.literal(GenericDataType.NUMERIC),
  z.literal(GenericDataType.STRING),
  z.literal(GenericDataType.TEMPORAL),
  z.literal(GenericDataType.BOOLEAN),
]);

/** True for the temporal kind, which Superset marks `is_dttm`. */
export function isTemporal(type: GenericDataTypeValue | null | undefined): boolean {
  return type === GenericDataType.TEMPORAL;
}
