/**
 * The overwrite check before saving (spec §5): which of title, css, metadata and layout the
 * stored dashboard has that differ from the local edit.
 */

/** One field that differs, with both values ready to show (JSON pretty-printed). */
export interface OverwriteDifference {
  field: 'dashboard_title' | 'css' | 'json_metadata' | 'position_json';
  stored: string;
  local: string;
}

type Comparable = { dashboard_title: string; css: string | null };

/** JSON text parsed, with empty text as `{}`; undefined when it is not JSON. */
function parseJson(text: string | null): unknown {
  if (text === null || text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Deep equality of JSON values; object key order is ignored, array order is not. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((value, index) => jsonEqual(value, b[index]));
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) {
    // A key set to undefined is the same as a missing key (JSON drops both).
    if (!jsonEqual(left[key], right[key])) return false;
  }
  return true;
}

/** Pretty JSON of a value with keys sorted, so both sides of the diff line up. */
function pretty(value: unknown): string {
  const sortKeys = (input: unknown): unknown => {
    if (Array.isArray(input)) return input.map(sortKeys);
    if (typeof input !== 'object' || input === null) return input;
    const record = input as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(record)
        .sort()
        .map((key) => [key, sortKeys(record[key])]),
    );
  };
  return JSON.stringify(sortKeys(value), null, 2);
}

function jsonDifference(
  field: 'json_metadata' | 'position_json',
  stored: string | null,
  local: string,
): OverwriteDifference | null {
  const storedValue = parseJson(stored);
  const localValue = parseJson(local);
  if (storedValue === undefined || localValue === undefined) {
    // Not JSON on one side: compare the text itself.
    return (stored ?? '') === local ? null : { field, stored: stored ?? '', local };
  }
  if (jsonEqual(storedValue, localValue)) return null;
  return { field, stored: pretty(storedValue), local: pretty(localValue) };
}

/**
 * Fields where the stored dashboard differs from the local one. Title and css compare as text
 * (null css as empty); metadata and layout compare as JSON values, so key order and formatting
 * do not count.
 */
export function overwriteDifferences(
  stored: Comparable & { json_metadata: string | null; position_json: string | null },
  local: Comparable & { json_metadata: string; position_json: string },
): OverwriteDifference[] {
  const differences: OverwriteDifference[] = [];
  if (stored.dashboard_title !== local.dashboard_title) {
    differences.push({
      field: 'dashboard_title',
      stored: stored.dashboard_title,
      local: local.dashboard_title,
    });
  }
  if ((stored.css ?? '') !== (local.css ?? '')) {
    differences.push({ field: 'css', stored: stored.css ?? '', local: local.css ?? '' });
  }
  const metadata = jsonDifference('json_metadata', stored.json_metadata, local.json_metadata);
  if (metadata) differences.push(metadata);
  const position = jsonDifference('position_json', stored.position_json, local.position_json);
  if (position) differences.push(position);
  return differences;
}
