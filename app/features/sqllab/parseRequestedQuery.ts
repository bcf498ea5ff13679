// What the SQL Lab page was opened to show (the requested query): a permalink, a saved
// or past query, a datasource's query, or a tab's fields, from the route or the query string.

/** Fields of a tab asked for through route state or the query string. */
export interface RequestedTab {
  sql?: string;
  dbId?: number;
  catalog?: string | null;
  schema?: string | null;
  name?: string;
  autorun?: boolean;
}

/** One thing to open. */
export type RequestedQuery =
  | { kind: 'permalink'; key: string }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'pastQuery'; id: number }
  | { kind: 'datasource'; datasourceKey: string; sql?: string }
  | { kind: 'tab'; tab: RequestedTab }
  /** A parameter named something to open but its value is not usable. */
  | { kind: 'invalid' };

/** What the page was opened with, and the query string to keep once it is handled. */
export interface ParsedRequest {
  request: RequestedQuery;
  remainingSearch: string;
}

/** The query parameters that ask for something; they are removed once handled. */
export const REQUEST_PARAMS = [
  'id',
  'savedQueryId',
  'queryId',
  'datasourceKey',
  'sql',
  'dbid',
  'dbId',
  'catalog',
  'schema',
  'name',
  'autorun',
  'new',
] as const;

const positiveInt = (text: string | null | undefined): number | undefined => {
  if (!text || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? value : undefined;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

// Route state comes from other pages (a chart's "View query"): its shape is checked field by field.
function fromRouteState(state: unknown): RequestedQuery | undefined {
  if (typeof state !== 'object' || state === null || !('requestedQuery' in state)) return undefined;
  const asked = (state as { requestedQuery: unknown }).requestedQuery;
  if (typeof asked !== 'object' || asked === null) return { kind: 'invalid' };
  const fields = asked as Record<string, unknown>;
  const sql = text(fields.sql);
  const datasourceKey = text(fields.datasourceKey);
  const dbId = typeof fields.dbId === 'number' ? fields.dbId : positiveInt(text(fields.dbId));
  if (datasourceKey && dbId === undefined) return { kind: 'datasource', datasourceKey, sql };
  if (sql === undefined) return { kind: 'invalid' };
  return {
    kind: 'tab',
    tab: {
      sql,
      dbId,
      catalog: text(fields.catalog),
      schema: text(fields.schema),
      name: text(fields.name),
      autorun: fields.autorun === true,
    },
  };
}

// A key of the key-value store ("Copy link" of Superset's SQL Lab shares `/sqllab/?id=<key>`).
const KV_KEY = /^[A-Za-z0-9_-]{16,64}$/;

function fromSearch(params: URLSearchParams): RequestedQuery | undefined {
  if (params.has('id')) {
    const key = params.get('id') ?? '';
    return KV_KEY.test(key) ? { kind: 'permalink', key } : { kind: 'invalid' };
  }
  if (params.has('savedQueryId')) {
    const id = positiveInt(params.get('savedQueryId'));
    return id === undefined ? { kind: 'invalid' } : { kind: 'savedQuery', id };
  }
  if (params.has('queryId')) {
    const id = positiveInt(params.get('queryId'));
    return id === undefined ? { kind: 'invalid' } : { kind: 'pastQuery', id };
  }
  const sql = params.get('sql') ?? undefined;
  const datasourceKey = params.get('datasourceKey');
  const dbText = params.get('dbid') ?? params.get('dbId');
  if (datasourceKey && dbText === null) return { kind: 'datasource', datasourceKey, sql };
  if (sql === undefined && dbText === null && !params.has('new')) return undefined;
  const dbId = positiveInt(dbText);
  if (dbText !== null && dbId === undefined) return { kind: 'invalid' };
  return {
    kind: 'tab',
    tab: {
      sql,
      dbId,
      catalog: params.get('catalog') ?? undefined,
      schema: params.get('schema') ?? undefined,
      name: params.get('name') ?? undefined,
      // Never from the address: any site could link here with SQL that would then run as the
      // signed-in user. The SQL is put in a tab; the user runs it.
      autorun: false,
    },
  };
}

/**
 * Reads what the page was opened to show: the permalink key of `/sqllab/p/:key`, else route
 * state `{requestedQuery}`, else the query string (`?id=<kv key>`, `?savedQueryId=`, …);
 * undefined when nothing was asked for.
 */
export function parseRequestedQuery(opened: {
  search: string;
  state?: unknown;
  permalinkKey?: string;
}): ParsedRequest | undefined {
  const params = new URLSearchParams(opened.search);
  const request: RequestedQuery | undefined = opened.permalinkKey
    ? { kind: 'permalink', key: opened.permalinkKey }
    : (fromRouteState(opened.state) ?? fromSearch(params));
  if (!request) return undefined;
  for (const name of REQUEST_PARAMS) params.delete(name);
  const rest = params.toString();
  return { request, remainingSearch: rest ? `?${rest}` : '' };
}
