import { GenericDataType, type GenericDataTypeValue } from './engine';

const TEMPORAL = /^(date|time|timestamp|datetime|interval|year)/i;
const NUMERIC =
  /^(tinyint|smallint|mediumint|int|integer|bigint|hugeint|ubigint|uinteger|usmallint|utinyint|uhugeint|decimal|numeric|real|float|double|money|serial|bigserial|smallserial|int2|int4|int8|float4|float8|bit)/i;
const BOOLEAN = /^(bool|boolean)$/i;

/** Maps a native type name to Superset's generic type (numeric, string, temporal, boolean). */
export function genericTypeOf(nativeType: string): GenericDataTypeValue {
  const type = nativeType.trim();
  if (BOOLEAN.test(type)) return GenericDataType.BOOLEAN;
  if (TEMPORAL.test(type)) return GenericDataType.TEMPORAL;
  if (NUMERIC.test(type)) return GenericDataType.NUMERIC;
  return GenericDataType.STRING;
}

/** Makes column names unique the way Superset does: a, a__1, a__2. */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = seen.get(name) ?? 0;
    seen.set(name, count + 1);
    if (count === 0) return name;
    let candidate = `${name}__${count}`;
    while (seen.has(candidate)) candidate = `${candidate}_`;
    seen.set(candidate, 1);
    return candidate;
  });
}
