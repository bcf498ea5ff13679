import { createHash } from 'node:crypto';
import type { Store } from '../store/db';

/** What a marker records: an example chart (by name) or dashboard (by slug) installed once. */
export type ExampleKind = 'example_chart' | 'example_dashboard';

/** A marker's key: names can be long, so a chart's is a hash (43 characters, fits the id column). */
function markerId(kind: ExampleKind, name: string): string {
  return kind === 'example_chart'
    ? createHash('sha256').update(name).digest('base64url')
    : name.slice(0, 64);
}

/**
 * The examples of a kind installed before, among these names. A marker outlives the object: an
 * example the user deleted stays deleted on the next start.
 */
export async function installedExamples(
  db: Store,
  kind: ExampleKind,
  names: readonly string[],
): Promise<Set<string>> {
  if (names.length === 0) return new Set();
  const byId = new Map(names.map((name) => [markerId(kind, name), name]));
  const rows = await db
    .selectFrom('key_value')
    .select('id')
    .where('resource', '=', kind)
    .where('id', 'in', [...byId.keys()])
    .execute();
  return new Set(rows.flatMap((row) => byId.get(row.id) ?? []));
}

/** Records that an example was installed (or found already there); a second record is a no-op. */
export async function markExampleInstalled(
  db: Store,
  kind: ExampleKind,
  name: string,
): Promise<void> {
  await db
    .insertInto('key_value')
    .values({
      id: markerId(kind, name),
      resource: kind,
      value: name,
      user_id: null,
      created_on: Date.now(),
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
