import nunjucks from 'nunjucks';
import { whereIn } from './templateHelpers';

/** Longest string a template may produce or hand to a filter. */
export const MAX_TEMPLATE_OUTPUT = 1_000_000;
/** Loop iterations one render may run, over all loops together. */
export const MAX_TEMPLATE_ITERATIONS = 10_000;
const MAX_FILTER_NUMBER = 1000;
const COMPILED_CACHE_SIZE = 200;

/** A failure of the template itself (syntax, a call of something not callable, a limit). */
export class TemplateSandboxError extends Error {}

/** The parts of nunjucks' runtime that compiled templates call and that the sandbox replaces. */
interface RuntimeHooks {
  memberLookup(obj: unknown, key: unknown): unknown;
  contextOrFrameLookup(context: unknown, frame: unknown, name: string): unknown;
  callWrap(fn: unknown, name: string, context: unknown, args: unknown[]): unknown;
  fromIterator(value: unknown): unknown;
  makeMacro(argNames: string[], kwargNames: string[], body: unknown): unknown;
}

const runtime = nunjucks.runtime as unknown as RuntimeHooks;
const original: RuntimeHooks = {
  memberLookup: runtime.memberLookup,
  contextOrFrameLookup: runtime.contextOrFrameLookup,
  callWrap: runtime.callWrap,
  fromIterator: runtime.fromIterator,
  makeMacro: runtime.makeMacro,
};

// Names that lead from any value to constructors and prototypes, and so to `Function`.
const BLOCKED_KEYS = new Set(['constructor', '__proto__', 'prototype']);

let budget = 0;
let callable = new WeakSet<object>();

function spend(count: number): void {
  budget -= count;
  if (budget < 0)
    throw new TemplateSandboxError(`Templates may run at most ${MAX_TEMPLATE_ITERATIONS} loops`);
}

function isPlainData(value: object): boolean {
  const proto: unknown = Object.getPrototypeOf(value);
  return (proto === Object.prototype || proto === null) && value !== Object.prototype;
}

/** Only data reaches a template: own properties of plain objects, array items, string indexes. */
function safeMemberLookup(obj: unknown, key: unknown): unknown {
  if (obj === null || obj === undefined) return undefined;
  const name = String(key);
  if (BLOCKED_KEYS.has(name)) return undefined;
  if (typeof obj === 'string' || Array.isArray(obj)) {
    if (name === 'length') return obj.length;
    return /^\d+$/.test(name) ? (obj as ArrayLike<unknown>)[Number(name)] : undefined;
  }
  if (typeof obj !== 'object' || !isPlainData(obj) || !Object.hasOwn(obj, name)) return undefined;
  const value: unknown = (obj as Record<string, unknown>)[name];
  return typeof value === 'function' ? undefined : value;
}

const hooks: RuntimeHooks = {
  memberLookup: safeMemberLookup,
  // Frames and contexts are plain objects: `constructor` would otherwise resolve to Object.
  contextOrFrameLookup: (context, frame, name) =>
    name in Object.prototype ? undefined : original.contextOrFrameLookup(context, frame, name),
  callWrap: (fn, name, context, args) => {
    if (typeof fn !== 'function' || !callable.has(fn))
      throw new TemplateSandboxError(`Unable to call \`${name}\`: it is not a template function`);
    return original.callWrap(fn, name, context, args);
  },
  fromIterator: (value) => {
    const items = original.fromIterator(value);
    if (Array.isArray(items)) spend(items.length);
    else if (items && typeof items === 'object') spend(Object.keys(items).length);
    return items;
  },
  makeMacro: (argNames, kwargNames, body) => {
    const macro = original.makeMacro(argNames, kwargNames, body);
    if (typeof macro === 'function') callable.add(macro);
    return macro;
  },
};

/** Refuses every include, import and extends: templates never read files. */
const refusingLoader: nunjucks.ILoader = {
  getSource: (name: string) => {
    throw new TemplateSandboxError(`Templates cannot include other templates ("${name}")`);
  },
};

function checkSize(value: unknown): void {
  if (typeof value === 'string' && value.length > MAX_TEMPLATE_OUTPUT)
    throw new TemplateSandboxError('The template produces too much text');
  if (Array.isArray(value) && value.length > MAX_TEMPLATE_ITERATIONS)
    throw new TemplateSandboxError('The template produces too long a list');
}

// Filters whose numeric argument sizes a loop or a padding string.
const NUMBER_SIZED_FILTERS = new Set(['center', 'indent', 'slice', 'batch', 'truncate']);

function guardFilters(env: nunjucks.Environment): void {
  const filters = (env as unknown as { filters: Record<string, (...args: unknown[]) => unknown> })
    .filters;
  for (const [name, filter] of Object.entries(filters)) {
    env.addFilter(name, function guarded(this: unknown, ...args: unknown[]) {
      args.forEach(checkSize);
      if (
        NUMBER_SIZED_FILTERS.has(name) &&
        args.some((arg) => typeof arg === 'number' && Math.abs(arg) > MAX_FILTER_NUMBER)
      )
        throw new TemplateSandboxError(
          `The ${name} filter takes numbers up to ${MAX_FILTER_NUMBER}`,
        );
      const result = filter.apply(this, args);
      checkSize(result);
      return result;
    });
  }
}

function cappedRange(start: number, stop?: number, step = 1): number[] {
  const [from, to] = stop === undefined ? [0, start] : [start, stop];
  if (!Number.isFinite(from) || !Number.isFinite(to) || !Number.isFinite(step) || step === 0)
    throw new TemplateSandboxError('range() takes finite numbers and a non-zero step');
  const count = Math.max(0, Math.ceil((to - from) / step));
  if (count > MAX_TEMPLATE_ITERATIONS)
    throw new TemplateSandboxError(`range() gives at most ${MAX_TEMPLATE_ITERATIONS} numbers`);
  return Array.from({ length: count }, (_, i) => from + i * step);
}

const env = new nunjucks.Environment([refusingLoader], {
  autoescape: false,
  throwOnUndefined: true,
});
// Superset's `{{ filter_values('x') | where_in }}`: a list as a tuple of SQL literals.
env.addFilter('where_in', whereIn);
guardFilters(env);
// Only data and the given helpers: nunjucks' cycler and joiner hand out objects with methods.
const envGlobals = (env as unknown as { globals: Record<string, unknown> }).globals;
for (const name of Object.keys(envGlobals)) delete envGlobals[name];
env.addGlobal('range', cappedRange);
// Python's spellings, which Superset's templates use (`url_param('x', escape_result=False)`).
env.addGlobal('True', true);
env.addGlobal('False', false);
env.addGlobal('None', null);

const compiled = new Map<string, nunjucks.Template>();

function compile(source: string): nunjucks.Template {
  const cached = compiled.get(source);
  if (cached) return cached;
  const template = new nunjucks.Template(source, env, undefined, true);
  if (compiled.size >= COMPILED_CACHE_SIZE) compiled.delete(compiled.keys().next().value ?? '');
  compiled.set(source, template);
  return template;
}

/**
 * Renders a template with nunjucks' runtime hooks swapped for guarded ones. Rendering without
 * a callback is synchronous, so no other code runs while the hooks are swapped.
 */
export function renderInSandbox(
  source: string,
  data: Record<string, unknown>,
  helpers: Record<string, (...args: never[]) => unknown>,
): string {
  const template = compile(source);
  budget = MAX_TEMPLATE_ITERATIONS;
  callable = new WeakSet<object>([cappedRange, ...Object.values(helpers)]);
  Object.assign(runtime, hooks);
  try {
    const output = template.render({ ...data, ...helpers });
    checkSize(output);
    return output;
  } finally {
    Object.assign(runtime, original);
    callable = new WeakSet<object>();
  }
}
