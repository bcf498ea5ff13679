import { type SqlToken, tokenize } from '@common/sql/tokenize';

/** A table a query names: `schema.table` or just `table`. */
export interface TableRef {
  schema?: string;
  name: string;
}

/** The tables a query reads and the aliases it gives them (keys lower-cased). */
export interface QueryTables {
  tables: TableRef[];
  aliases: ReadonlyMap<string, TableRef>;
}

// Words that end a table reference rather than alias it (`FROM t WHERE`, `FROM t JOIN`).
const NOT_ALIAS = new Set(
  (
    'where join inner left right full outer cross natural on using group order limit offset ' +
    'having window qualify union intersect except fetch for lateral sample tablesample ' +
    'positional asof anti semi set values returning into select with when then end pivot unpivot'
  ).split(' '),
);

// Functions whose arguments use FROM as a word: EXTRACT(… FROM x), TRIM(… FROM x) and kin.
const IN_FUNCTION = new Set(['extract', 'trim', 'substring', 'overlay', 'position']);

const unquote = (token: SqlToken) =>
  token.kind === 'quoted'
    ? token.text.slice(1, -1).replace(/""|``/g, (q) => q[0] ?? '')
    : token.text;

const isName = (token: SqlToken | undefined): token is SqlToken =>
  token !== undefined && (token.kind === 'word' || token.kind === 'quoted');

const keyword = (token: SqlToken | undefined) =>
  token?.kind === 'word' ? token.text.toLowerCase() : undefined;

/**
 * The tables after FROM, JOIN (and comma lists) in `sql`, with their aliases; table functions,
 * subqueries and the query's own CTE names are left out. A lexer, not a parser: enough for
 * completion, which must answer on half-written SQL.
 */
export function queryTables(sql: string): QueryTables {
  const tokens = tokenize(sql).filter((t) => t.kind !== 'space' && t.kind !== 'comment');
  const ctes = new Set<string>();
  tokens.forEach((token, i) => {
    if (isName(token) && keyword(tokens[i + 1]) === 'as' && tokens[i + 2]?.text === '(')
      ctes.add(unquote(token).toLowerCase());
  });
  const tables: TableRef[] = [];
  const aliases = new Map<string, TableRef>();
  const seen = new Set<string>();
  // What opened each enclosing parenthesis: `extract(year FROM ts)` names no table.
  const opener: (string | undefined)[] = [];
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i];
    const word = keyword(token);
    i += 1;
    if (token?.text === '(') opener.push(keyword(tokens[i - 2]));
    else if (token?.text === ')') opener.pop();
    if (word !== 'from' && word !== 'join' && word !== 'update') continue;
    if (word === 'from' && IN_FUNCTION.has(opener[opener.length - 1] ?? '')) continue;
    // One reference, then more while a comma follows at the same depth (`FROM a x, b y`).
    for (;;) {
      const read = readReference(tokens, i);
      i = read.next;
      const { ref, alias } = read;
      if (ref && !(ref.schema === undefined && ctes.has(ref.name.toLowerCase()))) {
        const key = `${ref.schema ?? ''}.${ref.name}`.toLowerCase();
        if (!seen.has(key)) {
          seen.add(key);
          tables.push(ref);
        }
        if (alias) aliases.set(alias.toLowerCase(), ref);
      }
      if (tokens[i]?.text !== ',' || word !== 'from') break;
      i += 1;
    }
  }
  return { tables, aliases };
}

/** A `[catalog.][schema.]table [AS] alias` starting at `start`, and the index after it. */
function readReference(
  tokens: SqlToken[],
  start: number,
): { ref?: TableRef; alias?: string; next: number } {
  let i = start;
  if (keyword(tokens[i]) === 'only' || keyword(tokens[i]) === 'lateral') i += 1;
  const parts: string[] = [];
  let dangling = false;
  while (isName(tokens[i])) {
    parts.push(unquote(tokens[i] as SqlToken));
    i += 1;
    dangling = tokens[i]?.text === '.';
    if (!dangling) break;
    i += 1;
  }
  // A subquery or a table function (`range(10)`, `read_csv(…)`) has no columns to look up;
  // `schema.` is still being typed.
  if (parts.length === 0 || dangling || tokens[i]?.text === '(') return { next: i };
  const name = parts[parts.length - 1] as string;
  if (NOT_ALIAS.has(name.toLowerCase()) && tokens[start]?.kind !== 'quoted') return { next: i };
  const ref: TableRef = parts.length > 1 ? { schema: parts[parts.length - 2], name } : { name };
  if (keyword(tokens[i]) === 'as') i += 1;
  const candidate = tokens[i];
  if (isName(candidate) && !NOT_ALIAS.has(keyword(candidate) ?? '')) {
    return { ref, alias: unquote(candidate), next: i + 1 };
  }
  return { ref, next: i };
}
