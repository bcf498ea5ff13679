// Superset's aggregate operators (NUMPY_FUNCTIONS) over one group's values. The reductions
// numpy hands to pandas skip missing values; median, percentile and average do not.
import { invalid, type Options } from './options';
import {
  type Interpolation,
  mean,
  median,
  nanPercentile,
  percentileOfSorted,
  present,
  sum,
  variance,
} from './statistics';

export type Aggregator = (values: Float64Array) => number;

const INTERPOLATIONS = new Set(['linear', 'lower', 'higher', 'midpoint', 'nearest']);

function percentileOptions(options: Options): { q: number; interpolation: Interpolation } {
  const q = options.q ?? 50;
  if (typeof q !== 'number' || q < 0 || q > 100)
    throw invalid('Percentiles must be in the range [0, 100]');
  const interpolation = options.interpolation ?? options.method ?? 'linear';
  if (typeof interpolation !== 'string' || !INTERPOLATIONS.has(interpolation))
    throw invalid(`Invalid interpolation: ${String(interpolation)}`);
  return { q, interpolation: interpolation as Interpolation };
}

function ddofOf(options: Options): number {
  const ddof = options.ddof ?? 0;
  if (typeof ddof !== 'number' || !Number.isInteger(ddof) || ddof < 0)
    throw invalid('`ddof` must be an integer');
  return ddof;
}

const hasNaN = (values: Float64Array) => values.some((v) => Number.isNaN(v));

function argExtreme(values: Float64Array, better: (a: number, b: number) => boolean): number {
  let best = -1;
  values.forEach((value, i) => {
    if (Number.isNaN(value)) return;
    if (best < 0 || better(value, values[best] ?? NaN)) best = i;
  });
  return best;
}

/** The operator's reduction; throws ChartQueryError "Invalid numpy function" for unknown ones. */
export function aggregatorFor(operator: unknown, options: Options = {}): Aggregator {
  switch (operator) {
    case 'sum':
    case 'nansum':
      return (values) => sum(present(values));
    case 'mean':
    case 'nanmean':
      return (values) => mean(present(values));
    case 'average':
      return (values) => (hasNaN(values) ? NaN : mean(Array.from(values)));
    case 'median':
      return (values) => (hasNaN(values) ? NaN : median(Array.from(values)));
    case 'nanmedian':
      return (values) => median(present(values));
    case 'max':
    case 'nanmax':
      return (values) => extreme(values, (a, b) => a > b);
    case 'min':
    case 'nanmin':
      return (values) => extreme(values, (a, b) => a < b);
    case 'prod':
    case 'product':
      return (values) => present(values).reduce((a, b) => a * b, 1);
    case 'std': {
      const ddof = ddofOf(options);
      return (values) => Math.sqrt(variance(present(values), ddof));
    }
    case 'var': {
      const ddof = ddofOf(options);
      return (values) => variance(present(values), ddof);
    }
    case 'count':
      return (values) => values.length;
    case 'count_nonzero':
      return (values) => values.filter((v) => v !== 0).length;
    case 'argmin':
      return (values) => argExtreme(values, (a, b) => a < b);
    case 'argmax':
      return (values) => argExtreme(values, (a, b) => a > b);
    case 'percentile': {
      const { q, interpolation } = percentileOptions(options);
      return (values) =>
        hasNaN(values)
          ? NaN
          : percentileOfSorted(
              Array.from(values).sort((a, b) => a - b),
              q,
              interpolation,
            );
    }
    case 'nanpercentile': {
      const { q, interpolation } = percentileOptions(options);
      return (values) => nanPercentile(values, q, interpolation);
    }
    default:
      throw invalid(`Invalid numpy function: ${String(operator)}`);
  }
}

/** The max or min of the present values; NaN when there is none. */
function extreme(values: Float64Array, better: (a: number, b: number) => boolean): number {
  const at = argExtreme(values, better);
  return at < 0 ? NaN : (values[at] ?? NaN);
}
