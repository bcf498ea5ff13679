import type { TemplateContext, TemplateFilter } from '@common/api/templateContext';

/** Who runs the SQL, as the helpers see them. */
export interface TemplateHelperUser {
  id: number;
  username: string;
  email: string;
}

/** Filter columns the template read (applied) and asked to take out of the chart's WHERE. */
export interface FilterUse {
  applied: string[];
  removed: string[];
}

/** Python's truth: empty strings, lists and objects, zero and null are false. */
function truthy(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  if (value && typeof value === 'object') return Object.keys(value).length > 0;
  return Boolean(value);
}

/** Positional and keyword arguments of a template call (nunjucks marks the keyword object). */
function pyArgs(args: unknown[], names: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const last = args[args.length - 1];
  const keywords =
    last && typeof last === 'object' && Object.hasOwn(last, '__keywords')
      ? (last as Record<string, unknown>)
      : undefined;
  const positional = keywords ? args.slice(0, -1) : args;
  names.forEach((name, i) => {
    if (i < positional.length) out[name] = positional[i];
    else if (keywords && Object.hasOwn(keywords, name)) out[name] = keywords[name];
  });
  return out;
}

/** A string as inside a SQL string literal: single quotes doubled. */
export function escapeSqlString(value: string): string {
  return value.replace(/'/g, "''");
}

/** Superset's `where_in` filter: a list as a SQL tuple of literals, strings quoted. */
export function whereIn(values: unknown): string {
  const list = Array.isArray(values) ? values : [values];
  const literal = (value: unknown): string => {
    if (value === null || value === undefined) return 'NULL';
    if (typeof value === 'number' || typeof value === 'bigint') return String(value);
    if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
    return `'${escapeSqlString(String(value))}'`;
  };
  return `(${list.map(literal).join(', ')})`;
}

/**
 * Superset's safe template helpers for one render: the user's identity, the page's URL
 * parameters and the filters of the context. `use` collects the filter columns read.
 */
export function templateHelpers(
  user: TemplateHelperUser,
  context: TemplateContext,
  use: FilterUse,
) {
  const getFilters = (...args: unknown[]): TemplateFilter[] => {
    const { column, remove_filter } = pyArgs(args, ['column', 'remove_filter']);
    const found: TemplateFilter[] = [];
    for (const filter of context.filters) {
      if (filter.col !== column || !truthy(filter.val)) continue;
      if (truthy(remove_filter) && !use.removed.includes(filter.col)) use.removed.push(filter.col);
      if (!use.applied.includes(filter.col)) use.applied.push(filter.col);
      const listOp = filter.op === 'IN' || filter.op === 'NOT IN';
      const val = listOp && !Array.isArray(filter.val) ? [filter.val] : filter.val;
      found.push({ op: filter.op, col: filter.col, val });
    }
    return found;
  };
  return {
    current_username: () => user.username,
    current_user_id: () => user.id,
    current_user_email: () => user.email,
    url_param: (...args: unknown[]): unknown => {
      const {
        param,
        default: fallback = null,
        escape_result = true,
      } = pyArgs(args, ['param', 'default', 'add_to_cache_keys', 'escape_result']);
      const given = typeof param === 'string' ? context.urlParams[param] : undefined;
      const result = given ? given : fallback;
      return typeof result === 'string' && truthy(escape_result) ? escapeSqlString(result) : result;
    },
    filter_values: (...args: unknown[]): unknown[] => {
      const {
        column,
        default: fallback,
        remove_filter,
      } = pyArgs(args, ['column', 'default', 'remove_filter']);
      const values: unknown[] = [];
      for (const { val } of getFilters(column, { remove_filter, __keywords: true })) {
        if (Array.isArray(val)) values.push(...(val as unknown[]));
        else if (truthy(val)) values.push(val);
      }
      return values.length === 0 && truthy(fallback) ? [fallback] : values;
    },
    get_filters: getFilters,
  };
}
