// Numeric reductions with numpy's and pandas' semantics (NaN is a missing value).

/** The values that are not NaN. */
export function present(values: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < values.length; i++) {
    const value = values[i] ?? NaN;
    if (!Number.isNaN(value)) out.push(value);
  }
  return out;
}

export type Interpolation = 'linear' | 'lower' | 'higher' | 'midpoint' | 'nearest';

/** numpy's percentile of sorted values (q in 0..100). */
export function percentileOfSorted(
  sorted: readonly number[],
  q: number,
  interpolation: Interpolation = 'linear',
): number {
  if (sorted.length === 0) return NaN;
  const position = (q / 100) * (sorted.length - 1);
  const lowerIndex = Math.floor(position);
  const upperIndex = Math.min(Math.ceil(position), sorted.length - 1);
  const lower = sorted[lowerIndex] ?? NaN;
  const upper = sorted[upperIndex] ?? NaN;
  const fraction = position - lowerIndex;
  switch (interpolation) {
    case 'lower':
      return lower;
    case 'higher':
      return upper;
    case 'midpoint':
      return fraction === 0 ? lower : (lower + upper) / 2;
    case 'nearest': {
      // numpy rounds half to even on the position.
      const rounded =
        Math.abs(fraction - 0.5) < 1e-12
          ? lowerIndex % 2 === 0
            ? lower
            : upper
          : fraction < 0.5
            ? lower
            : upper;
      return rounded;
    }
    default:
      return fraction === 0 ? lower : lower + (upper - lower) * fraction;
  }
}

/** numpy's nanpercentile. */
export function nanPercentile(
  values: ArrayLike<number>,
  q: number,
  interpolation?: Interpolation,
): number {
  return percentileOfSorted(
    present(values).sort((a, b) => a - b),
    q,
    interpolation,
  );
}

export function sum(values: readonly number[]): number {
  let total = 0;
  for (const value of values) total += value;
  return total;
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? NaN : sum(values) / values.length;
}

/** Variance with `ddof` degrees of freedom removed (pandas 1, numpy 0). */
export function variance(values: readonly number[], ddof: number): number {
  const n = values.length;
  if (n - ddof <= 0) return NaN;
  const m = mean(values);
  let squares = 0;
  for (const value of values) squares += (value - m) ** 2;
  return squares / (n - ddof);
}

export function median(values: readonly number[]): number {
  return percentileOfSorted(
    [...values].sort((a, b) => a - b),
    50,
  );
}

/** pandas' sample skewness (bias corrected). */
export function skew(values: readonly number[]): number {
  const n = values.length;
  if (n < 3) return NaN;
  const m = mean(values);
  let m2 = 0;
  let m3 = 0;
  for (const value of values) {
    m2 += (value - m) ** 2;
    m3 += (value - m) ** 3;
  }
  m2 /= n;
  m3 /= n;
  if (m2 === 0) return 0;
  return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / m2 ** 1.5);
}

/** pandas' sample excess kurtosis (bias corrected). */
export function kurtosis(values: readonly number[]): number {
  const n = values.length;
  if (n < 4) return NaN;
  const m = mean(values);
  let m2 = 0;
  let m4 = 0;
  for (const value of values) {
    m2 += (value - m) ** 2;
    m4 += (value - m) ** 4;
  }
  m2 /= n;
  m4 /= n;
  if (m2 === 0) return 0;
  return ((n - 1) / ((n - 2) * (n - 3))) * ((n + 1) * (m4 / m2 ** 2) - 3 * (n - 1));
}

/** numpy's round (half to even) to `digits` decimals. */
export function roundHalfEven(value: number, digits: number): number {
  if (!Number.isFinite(value)) return value;
  const scale = 10 ** digits;
  const scaled = value * scale;
  const floor = Math.floor(scaled);
  const diff = scaled - floor;
  const rounded = diff > 0.5 ? floor + 1 : diff < 0.5 ? floor : floor % 2 === 0 ? floor : floor + 1;
  return rounded / scale;
}
