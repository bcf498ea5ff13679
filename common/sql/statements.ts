import { type SqlToken, tokenize } from './tokenize';

const meaningful = (token: SqlToken) => token.kind !== 'space' && token.kind !== 'comment';

/** Splits a script on top-level semicolons; empty statements (only comments) are dropped. */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current = '';
  let hasContent = false;
  for (const token of tokenize(sql)) {
    if (token.kind === 'punct' && token.text === ';') {
      if (hasContent) statements.push(current.trim());
      current = '';
      hasContent = false;
      continue;
    }
    current += token.text;
    if (meaningful(token)) hasContent = true;
  }
  if (hasContent) statements.push(current.trim());
  return statements;
}

/** The first keyword of a statement, upper-cased ('' when there is none). */
export function firstKeyword(statement: string): string {
  const token = tokenize(statement).find(meaningful);
  return token?.kind === 'word' ? token.text.toUpperCase() : '';
}

const READ_KEYWORDS = new Set([
  'SELECT',
  'WITH',
  'VALUES',
  'TABLE',
  'FROM',
  'SHOW',
  'DESCRIBE',
  'DESC',
  'EXPLAIN',
  'SUMMARIZE',
]);
const LIMITABLE_KEYWORDS = new Set(['SELECT', 'WITH', 'VALUES', 'TABLE', 'FROM']);

/** True for statements that only read, judged by their first keyword (a second line of defence). */
export function isReadStatement(statement: string): boolean {
  return READ_KEYWORDS.has(firstKeyword(statement));
}

/** True for statements whose rows can be limited by wrapping them in a subquery. */
export function isLimitable(statement: string): boolean {
  return LIMITABLE_KEYWORDS.has(firstKeyword(statement));
}

/** Index (in the token list) of the number of the last top-level `LIMIT n`, if any. */
function limitNumberIndex(tokens: SqlToken[]): number | undefined {
  let found: number | undefined;
  const indexes = tokens
    .map((token, index) => ({ token, index }))
    .filter(({ token }) => meaningful(token));
  for (let i = 0; i < indexes.length; i++) {
    const entry = indexes[i];
    if (!entry || entry.token.depth !== 0 || entry.token.text.toUpperCase() !== 'LIMIT') continue;
    const next = indexes[i + 1];
    const comma = indexes[i + 2];
    const count = indexes[i + 3];
    if (next?.token.kind !== 'number') found = undefined;
    else if (comma?.token.text === ',' && count?.token.kind === 'number') found = count.index;
    else found = next.index;
  }
  return found;
}

/** Rewrites a statement's own top-level `LIMIT n` to `LIMIT limit` (Superset fetches limit + 1). */
export function replaceStatementLimit(statement: string, limit: number): string {
  const tokens = tokenize(statement);
  const index = limitNumberIndex(tokens);
  if (index === undefined) return statement;
  return tokens.map((token, i) => (i === index ? String(limit) : token.text)).join('');
}

/**
 * The row limit a statement sets itself: a top-level `LIMIT n` (or `FETCH FIRST n ROWS`),
 * or undefined when there is none or it is not a plain number.
 */
export function statementLimit(statement: string): number | undefined {
  const tokens = tokenize(statement).filter(meaningful);
  let found: number | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (!token || token.depth !== 0 || token.kind !== 'word') continue;
    const word = token.text.toUpperCase();
    if (word === 'LIMIT') {
      const next = tokens[i + 1];
      const afterNext = tokens[i + 2];
      if (next?.kind === 'number' && /^\d+$/.test(next.text)) {
        // MySQL's `LIMIT offset, count` form.
        if (afterNext?.text === ',' && tokens[i + 3]?.kind === 'number') {
          found = Number(tokens[i + 3]?.text);
        } else {
          found = Number(next.text);
        }
      } else {
        found = undefined;
      }
    } else if (word === 'FETCH') {
      const numberToken = tokens.slice(i + 1, i + 4).find((t) => t.kind === 'number');
      if (numberToken && /^\d+$/.test(numberToken.text)) found = Number(numberToken.text);
    }
  }
  return found;
}
