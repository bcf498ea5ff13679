import type { SemanticDataset } from '@common/api/datasets';
import { tokenize } from '@common/sql/tokenize';
import type { Dialect } from '@server/engines/engine';

/** A virtual dataset's SQL without the semicolons that may end it. */
function withoutFinalSemicolons(sql: string): string {
  const tokens = tokenize(sql);
  let end = tokens.length;
  while (end > 0) {
    const token = tokens[end - 1]!;
    if (token.kind !== 'space' && token.text !== ';') break;
    end -= 1;
  }
  return tokens
    .slice(0, end)
    .map((token) => token.text)
    .join('');
}

/**
 * The FROM clause of a dataset: its quoted table, or a virtual dataset's SQL as a subquery
 * `AS virtual_table` (on lines of its own, so a final line comment stays inside).
 */
export function sourceOf(dataset: SemanticDataset, dialect: Dialect): string {
  if (dataset.sql?.trim())
    return `(\n${withoutFinalSemicolons(dataset.sql.trim())}\n) AS virtual_table`;
  return [dataset.schema, dataset.table_name]
    .filter((part): part is string => Boolean(part))
    .map((part) => dialect.quoteIdentifier(part))
    .join('.');
}

export interface SelectParts {
  select: string[];
  from: string;
  join: string | null;
  where: string[];
  groupBy: string[];
  having: string | null;
  orderBy: string[];
  limit: number | null;
  offset: number;
  /** Wraps the statement in SELECT COUNT(*) AS rowcount. */
  rowcount: boolean;
}

/** One SELECT statement from its clauses, a clause per line. */
export function assembleSelect(parts: SelectParts): string {
  const lines = [`SELECT ${parts.select.join(',\n       ')}`, `FROM ${parts.from}`];
  if (parts.join) lines.push(parts.join);
  if (parts.where.length) lines.push(`WHERE ${parts.where.join('\n  AND ')}`);
  if (parts.groupBy.length) lines.push(`GROUP BY ${parts.groupBy.join(',\n         ')}`);
  if (parts.having) lines.push(`HAVING ${parts.having}`);
  if (parts.orderBy.length) lines.push(`ORDER BY ${parts.orderBy.join(',\n         ')}`);
  if (parts.limit !== null) lines.push(`LIMIT ${parts.limit}`);
  if (parts.offset) lines.push(`OFFSET ${parts.offset}`);
  const sql = lines.join('\n');
  if (!parts.rowcount) return sql;
  return `SELECT COUNT(*) AS rowcount\nFROM (\n${sql}\n) AS rowcount_qry`;
}
