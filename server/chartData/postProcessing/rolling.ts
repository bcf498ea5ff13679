import { appendColumns, computed } from './appendColumns';
import { type Frame, numericValues, takeRows } from './frame';
import { invalid, optBool, optInteger, optString, optStringMap, type Options } from './options';
import {
  type Interpolation,
  kurtosis,
  mean,
  median,
  percentileOfSorted,
  skew,
  sum,
  variance,
} from './statistics';

type WindowReduce = (present: number[]) => number;

function reducerFor(type: string, options: Options): WindowReduce {
  const known = (keys: string[]) => {
    for (const key of Object.keys(options))
      if (!keys.includes(key))
        throw invalid(`Invalid options for ${type}: ${JSON.stringify(options)}`);
  };
  const ddof = () => {
    const value = options.ddof ?? 1;
    if (typeof value !== 'number')
      throw invalid(`Invalid options for ${type}: ${JSON.stringify(options)}`);
    return value;
  };
  switch (type) {
    case 'sum':
      known([]);
      return sum;
    case 'mean':
      known([]);
      return mean;
    case 'median':
      known([]);
      return median;
    case 'count':
      known([]);
      return (values) => values.length;
    case 'max':
      known([]);
      return (values) => values.reduce((a, b) => (b > a ? b : a), -Infinity);
    case 'min':
      known([]);
      return (values) => values.reduce((a, b) => (b < a ? b : a), Infinity);
    case 'std':
      known(['ddof']);
      return (values) => Math.sqrt(variance(values, ddof()));
    case 'var':
      known(['ddof']);
      return (values) => variance(values, ddof());
    case 'skew':
      known([]);
      return skew;
    case 'kurt':
      known([]);
      return kurtosis;
    case 'quantile': {
      known(['quantile', 'interpolation']);
      const q = options.quantile;
      if (typeof q !== 'number' || q < 0 || q > 1)
        throw invalid(`Invalid options for ${type}: ${JSON.stringify(options)}`);
      const interpolation = (options.interpolation ?? 'linear') as Interpolation;
      return (values) =>
        percentileOfSorted(
          [...values].sort((a, b) => a - b),
          q * 100,
          interpolation,
        );
    }
    default:
      throw invalid(`Invalid rolling_type: ${type}`);
  }
}

/** Rolling values over a fixed window of rows (pandas .rolling(window, min_periods, center)). */
export function rollingValues(
  values: Float64Array,
  window: number,
  minPeriods: number,
  center: boolean,
  reduce: WindowReduce,
): Float64Array {
  const n = values.length;
  const out = new Float64Array(n);
  const offset = center ? Math.floor((window - 1) / 2) : 0;
  for (let i = 0; i < n; i++) {
    const end = Math.min(n, i + 1 + offset);
    const start = Math.max(0, end - window);
    const present: number[] = [];
    for (let j = start; j < end; j++) {
      const value = values[j] ?? NaN;
      if (!Number.isNaN(value)) present.push(value);
    }
    out[i] = present.length >= minPeriods && present.length > 0 ? reduce(present) : NaN;
  }
  return out;
}

/**
 * Superset's `rolling`: rolling_type (sum, mean, std, …) over `window` rows for `columns`
 * {source: target}; rows before `min_periods` are dropped from the result.
 */
export function rolling(frame: Frame, options: Options): Frame {
  const type = optString(options, 'rolling_type');
  const window = optInteger(options, 'window');
  if (window === undefined) throw invalid('Undefined window for rolling operation');
  if (window <= 0) throw invalid('Window must be > 0');
  const minPeriods = optInteger(options, 'min_periods');
  if (minPeriods !== undefined && (minPeriods < 0 || minPeriods > window))
    throw invalid('`min_periods` must be between 0 and the window');
  if (optString(options, 'win_type')) throw invalid('`win_type` is not supported');
  const typeOptions = options.rolling_type_options ?? {};
  if (typeof typeOptions !== 'object' || typeOptions === null || Array.isArray(typeOptions))
    throw invalid('`rolling_type_options` must be a mapping');
  const reduce = reducerFor(type ?? '', typeOptions as Options);
  const center = optBool(options, 'center', false);
  let mapping = optStringMap(options, 'columns');
  if (optBool(options, 'is_pivot_df', false) && Object.keys(mapping).length === 0)
    mapping = Object.fromEntries(
      frame.columns
        .slice(frame.indexCount)
        .map((c) => [c.levels?.[0] ?? c.name, c.levels?.[0] ?? c.name]),
    );
  const result = appendColumns(frame, mapping, (column) =>
    computed(
      column,
      rollingValues(numericValues(column), window, minPeriods ?? window, center, reduce),
    ),
  );
  if (!minPeriods) return result;
  const rows = Array.from(
    { length: Math.max(0, result.rowCount - (minPeriods - 1)) },
    (_, i) => i + minPeriods - 1,
  );
  return takeRows(result, rows);
}
