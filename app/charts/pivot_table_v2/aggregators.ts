/** Aggregate functions of form data `aggregateFunction` (Superset's names). */
export const AGGREGATE_FUNCTIONS = [
  'Count',
  'Count Unique Values',
  'List Unique Values',
  'Sum',
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
  'Sum as Fraction of Total',
  'Sum as Fraction of Rows',
  'Sum as Fraction of Columns',
  'Count as Fraction of Total',
  'Count as Fraction of Rows',
  'Count as Fraction of Columns',
] as const;

/** What a pivot cell accumulates of the values that fall in it. */
export interface Accumulator {
  sum: number;
  /** Numeric values seen. */
  numbers: number;
  /** Records seen (Count counts records, as Superset's pivot does). */
  count: number;
  /** Numeric values seen, in order (median, variance, first/last, unique values). */
  values: number[];
  /** Text of every non-null value (Count/List Unique Values also see non-numbers). */
  texts: string[];
}

/** An empty accumulator. */
export const emptyAccumulator = (): Accumulator => ({
  sum: 0,
  numbers: 0,
  count: 0,
  values: [],
  texts: [],
});

const KEEPS_TEXTS = new Set(['Count Unique Values', 'List Unique Values']);
const KEEPS_VALUES = new Set([
  'Average',
  'Median',
  'Sample Variance',
  'Sample Standard Deviation',
  'Minimum',
  'Maximum',
  'First',
  'Last',
]);

/** What an aggregate function needs kept beyond sum and count (values cost memory per cell). */
export const keeps = (name: string) => ({
  texts: KEEPS_TEXTS.has(name),
  values: KEEPS_VALUES.has(name),
});

/** Adds one value of a record to an accumulator. */
export function accumulate(
  accumulator: Accumulator,
  value: unknown,
  keep: { texts: boolean; values: boolean } = { texts: true, values: true },
): void {
  accumulator.count += 1;
  if (value === null || value === undefined) return;
  if (keep.texts) accumulator.texts.push(String(value));
  const number = typeof value === 'number' ? value : Number(value);
  if (typeof value === 'boolean' || !Number.isFinite(number)) return;
  accumulator.sum += number;
  accumulator.numbers += 1;
  if (keep.values) accumulator.values.push(number);
}

const median = (values: number[]): number | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? null)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const variance = (values: number[]): number | null => {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1);
};

/** Whether an aggregate function gives shares (formatted as percentages). */
export const isFraction = (name: string): boolean => name.includes('as Fraction of');

/** The base value of an accumulator under an aggregate function (fractions: their numerator). */
export function aggregateValue(name: string, acc: Accumulator | undefined): number | string | null {
  if (!acc) return null;
  const { values } = acc;
  switch (name) {
    case 'Count':
    case 'Count as Fraction of Total':
    case 'Count as Fraction of Rows':
    case 'Count as Fraction of Columns':
      return acc.count;
    case 'Count Unique Values':
      return new Set(acc.texts).size;
    case 'List Unique Values':
      return [...new Set(acc.texts)].join(', ');
    case 'Average':
      return acc.numbers ? acc.sum / acc.numbers : null;
    case 'Median':
      return median(values);
    case 'Sample Variance':
      return variance(values);
    case 'Sample Standard Deviation': {
      const v = variance(values);
      return v === null ? null : Math.sqrt(v);
    }
    case 'Minimum':
      return values.length ? values.reduce((a, b) => (b < a ? b : a)) : null;
    case 'Maximum':
      return values.length ? values.reduce((a, b) => (b > a ? b : a)) : null;
    case 'First':
      return values[0] ?? null;
    case 'Last':
      return values[values.length - 1] ?? null;
    default:
      // Sum and the sum fractions; an unknown name sums, as Superset's default does.
      return acc.numbers ? acc.sum : null;
  }
}
