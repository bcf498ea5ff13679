/** A lexical piece of SQL: enough to split statements and find keywords, not a parser. */
export interface SqlToken {
  kind: 'word' | 'number' | 'string' | 'quoted' | 'comment' | 'space' | 'punct';
  text: string;
  /** Parenthesis depth at the token. */
  depth: number;
}

const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

function endOfQuoted(sql: string, start: number, quote: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === '\\' && quote === "'") {
      // Backslash escapes exist in MySQL and E'' strings; skipping the next char is safe for both.
      i += 2;
      continue;
    }
    if (sql[i] === quote) {
      if (sql[i + 1] === quote) {
        i += 2;
        continue;
      }
      return i + 1;
    }
    i += 1;
  }
  return sql.length;
}

/** Splits SQL into tokens, keeping strings, quoted names and comments whole. */
export function tokenize(sql: string): SqlToken[] {
  const tokens: SqlToken[] = [];
  let depth = 0;
  let i = 0;
  while (i < sql.length) {
    const ch = sql[i] ?? '';
    const rest = sql.slice(i, i + 2);
    let end: number;
    let kind: SqlToken['kind'];
    if (/\s/.test(ch)) {
      end = i + 1;
      while (end < sql.length && /\s/.test(sql[end] ?? '')) end += 1;
      kind = 'space';
    } else if (rest === '--' || ch === '#') {
      end = sql.indexOf('\n', i);
      end = end === -1 ? sql.length : end;
      kind = 'comment';
    } else if (rest === '/*') {
      end = sql.indexOf('*/', i + 2);
      end = end === -1 ? sql.length : end + 2;
      kind = 'comment';
    } else if (ch === "'") {
      end = endOfQuoted(sql, i, "'");
      kind = 'string';
    } else if (ch === '"' || ch === '`') {
      end = endOfQuoted(sql, i, ch);
      kind = 'quoted';
    } else if (ch === '$' && DOLLAR_TAG.test(sql.slice(i))) {
      const tag = DOLLAR_TAG.exec(sql.slice(i))?.[0] ?? '$$';
      const close = sql.indexOf(tag, i + tag.length);
      end = close === -1 ? sql.length : close + tag.length;
      kind = 'string';
    } else if (/[A-Za-z_]/.test(ch)) {
      end = i + 1;
      while (end < sql.length && /[A-Za-z0-9_$]/.test(sql[end] ?? '')) end += 1;
      kind = 'word';
    } else if (/[0-9]/.test(ch)) {
      end = i + 1;
      while (end < sql.length && /[0-9.eE]/.test(sql[end] ?? '')) end += 1;
      kind = 'number';
    } else {
      end = i + 1;
      kind = 'punct';
    }
    if (ch === ')') depth = Math.max(0, depth - 1);
    tokens.push({ kind, text: sql.slice(i, end), depth });
    if (ch === '(') depth += 1;
    i = end;
  }
  return tokens;
}
