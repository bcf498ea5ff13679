import { tokenize } from '@common/sql/tokenize';

export interface StatementRange {
  /** The statement without its semicolon, trimmed. */
  text: string;
  from: number;
  to: number;
}

interface Segment {
  from: number;
  /** End of the segment, including its semicolon when there is one. */
  to: number;
  hasContent: boolean;
}

/** Statements of a script with their positions, split on top-level semicolons (same lexer as `splitStatements`). */
export function statementRanges(sql: string): StatementRange[] {
  return segments(sql)
    .filter((s) => s.hasContent)
    .map((s) => trimmed(sql, s));
}

function segments(sql: string): Segment[] {
  const out: Segment[] = [];
  let from = 0;
  let at = 0;
  let hasContent = false;
  for (const token of tokenize(sql)) {
    at += token.text.length;
    if (token.kind === 'punct' && token.text === ';') {
      out.push({ from, to: at, hasContent });
      from = at;
      hasContent = false;
    } else if (token.kind !== 'space' && token.kind !== 'comment') {
      hasContent = true;
    }
  }
  if (from < sql.length || out.length === 0) out.push({ from, to: sql.length, hasContent });
  return out;
}

function trimmed(sql: string, segment: Segment): StatementRange {
  let { from, to } = segment;
  if (sql[to - 1] === ';') to -= 1;
  while (from < to && /\s/.test(sql[from] ?? '')) from += 1;
  while (to > from && /\s/.test(sql[to - 1] ?? '')) to -= 1;
  return { text: sql.slice(from, to), from, to };
}

/**
 * The statement under the cursor: the one whose text (with the blank space before it and its
 * semicolon) holds the cursor; a cursor right after a semicolon belongs to the statement it
 * ends, and one in trailing blank space to the statement before. Undefined when there is none.
 */
export function currentStatement(sql: string, cursor: number): StatementRange | undefined {
  const all = segments(sql);
  let index = all.findIndex((s) => cursor >= s.from && cursor <= s.to);
  if (index === -1) index = all.length - 1;
  const order = [index];
  for (let i = index - 1; i >= 0; i--) order.push(i);
  for (let i = index + 1; i < all.length; i++) order.push(i);
  for (const i of order) {
    const segment = all[i];
    if (segment?.hasContent) return trimmed(sql, segment);
  }
  return undefined;
}
