// Superset's conditional formatting of table cells: a rule picks the values it matches and
// colours them with an opacity that grows with the distance from the rule's cut-off value.

/** One entry of form data `conditional_formatting`. */
export interface ConditionalFormattingRule {
  column?: string;
  operator?: string;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
  /** A colour (#hex or rgb()) or one of Superset's theme names (colorSuccess …). */
  colorScheme?: string;
}

/** A cell background colour for a value, or undefined when the rule does not match. */
export type ColorFunction = (value: unknown) => string | undefined;

/** A column's colour function. */
export interface ColumnColorFormatter {
  column: string;
  getColor: ColorFunction;
}

const THEME_COLORS: Record<string, string> = {
  colorSuccess: '#5AC189',
  colorWarning: '#FCC700',
  colorError: '#E04355',
};

const MIN_OPACITY_BOUNDED = 0.05;
const MIN_OPACITY_UNBOUNDED = 0;
const MAX_OPACITY = 1;

const toNumber = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
};

/** `#rrggbb`, `#rgb` or `rgb(r,g,b)` with an alpha, as rgba(). */
export function withAlpha(color: string, alpha: number): string {
  const named = THEME_COLORS[color] ?? color;
  let rgb: number[] | undefined;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(named.trim());
  if (hex?.[1]) {
    const digits =
      hex[1].length === 3
        ? hex[1]
            .split('')
            .map((d) => d + d)
            .join('')
        : hex[1];
    rgb = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  } else {
    const match = /^rgba?\(([^)]+)\)$/i.exec(named.trim());
    if (match?.[1]) rgb = match[1].split(',').slice(0, 3).map(Number);
  }
  if (!rgb || rgb.some((n) => !Number.isFinite(n))) return named;
  return `rgba(${rgb.join(', ')}, ${alpha})`;
}

const opacity = (value: number, cutoff: number, extreme: number, minOpacity: number): number =>
  extreme === cutoff
    ? MAX_OPACITY
    : Math.round(
        (Math.abs(((MAX_OPACITY - minOpacity) / (extreme - cutoff)) * (value - cutoff)) +
          minOpacity) *
          100,
      ) / 100;

type Match = { cutoff: number; extreme: number } | false;

/**
 * The colour function of one rule over a column whose numeric values span [min, max]
 * (Superset's getColorFunction). Unknown operators and rules without a target match nothing.
 */
export function getColorFunction(
  rule: ConditionalFormattingRule,
  [min, max]: [number, number],
): ColorFunction {
  const operator = rule.operator ?? 'None';
  const target = toNumber(rule.targetValue);
  const left = toNumber(rule.targetValueLeft);
  const right = toNumber(rule.targetValueRight);
  const color = rule.colorScheme ?? 'colorSuccess';
  const between = ['< x <', '≤ x ≤', '≤ x <', '< x ≤', 'between'].includes(operator);
  const minOpacity = between || operator === 'None' ? MIN_OPACITY_BOUNDED : MIN_OPACITY_UNBOUNDED;
  const single = (test: (v: number, t: number) => boolean, extreme: number) => (v: number) =>
    target !== undefined && test(v, target) ? { cutoff: target, extreme } : (false as const);
  const range =
    (test: (v: number, l: number, r: number) => boolean) =>
    (v: number): Match =>
      left !== undefined && right !== undefined && test(v, left, right)
        ? { cutoff: left, extreme: right }
        : false;
  const matchers: Record<string, (v: number) => Match> = {
    None: () => ({ cutoff: min, extreme: max }),
    '>': single((v, t) => v > t, max),
    '<': single((v, t) => v < t, min),
    '>=': single((v, t) => v >= t, max),
    '≥': single((v, t) => v >= t, max),
    '<=': single((v, t) => v <= t, min),
    '≤': single((v, t) => v <= t, min),
    '=': single((v, t) => v === t, target ?? 0),
    '≠': (v) =>
      target !== undefined && v !== target
        ? { cutoff: target, extreme: Math.abs(target - min) > Math.abs(max - target) ? min : max }
        : false,
    '< x <': range((v, l, r) => v > l && v < r),
    between: range((v, l, r) => v > l && v < r),
    '≤ x ≤': range((v, l, r) => v >= l && v <= r),
    '≤ x <': range((v, l, r) => v >= l && v < r),
    '< x ≤': range((v, l, r) => v > l && v <= r),
  };
  const matcher = matchers[operator];
  return (value) => {
    const number = toNumber(value);
    if (!matcher || number === undefined) return undefined;
    const match = matcher(number);
    if (!match) return undefined;
    return withAlpha(color, opacity(number, match.cutoff, match.extreme, minOpacity));
  };
}

/** Numeric [min, max] of a column of rows; [0, 0] when it holds no numbers. */
export function valueRange(rows: Record<string, unknown>[], key: string): [number, number] {
  let min = Infinity;
  let max = -Infinity;
  for (const row of rows) {
    const number = toNumber(row[key]);
    if (number === undefined) continue;
    if (number < min) min = number;
    if (number > max) max = number;
  }
  return min === Infinity ? [0, 0] : [min, max];
}

/** The colour formatters of form data `conditional_formatting` over the answer's rows. */
export function buildColorFormatters(
  rules: unknown,
  rows: Record<string, unknown>[],
): ColumnColorFormatter[] {
  if (!Array.isArray(rules)) return [];
  return (rules as ConditionalFormattingRule[])
    .filter((rule) => rule && typeof rule.column === 'string')
    .map((rule) => ({
      column: rule.column as string,
      getColor: getColorFunction(rule, valueRange(rows, rule.column as string)),
    }));
}

/** The background of a cell: the last matching rule of its column wins, as in Superset. */
export function cellBackground(
  formatters: ColumnColorFormatter[],
  column: string,
  value: unknown,
): string | undefined {
  let color: string | undefined;
  for (const formatter of formatters) {
    if (formatter.column !== column) continue;
    color = formatter.getColor(value) ?? color;
  }
  return color;
}
