import crypto from 'node:crypto';
import type { Backend, Dialect } from '@server/engines/engine';

// Longest column names the engines keep: PostgreSQL cuts longer ones (NAMEDATALEN - 1 bytes),
// MySQL refuses aliases over 256 characters. DuckDB keeps any length.
const MAX_NAME_BYTES: Partial<Record<Backend, number>> = { postgresql: 63, mysql: 256 };

/**
 * The name a label is selected AS: the label itself, or, when the engine would cut or refuse
 * it, a short name made from its hash (Superset's mutated labels); the answer renames it back.
 */
export function columnAlias(dialect: Dialect, label: string): string {
  const max = MAX_NAME_BYTES[dialect.backend];
  if (!max || Buffer.byteLength(label) <= max) return label;
  return `label_${crypto.createHash('md5').update(label).digest('hex').slice(0, 16)}`;
}
