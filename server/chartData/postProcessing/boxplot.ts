import {
  type Frame,
  type FrameColumn,
  type ListColumn,
  numberColumn,
  numericValues,
  takeColumn,
} from './frame';
import { groupRows, pick } from './groupRows';
import {
  invalid,
  optStringList,
  type Options,
  optString,
  requireColumn,
  requireColumns,
} from './options';
import { mean, median, nanPercentile, percentileOfSorted, present } from './statistics';

type Whiskers = (sorted: number[]) => { low: number; high: number };

function whiskersFor(type: string, percentiles: unknown): Whiskers {
  const quartile = (sorted: number[], q: number) => percentileOfSorted(sorted, q, 'midpoint');
  switch (type) {
    case 'tukey':
      return (sorted) => {
        const q1 = quartile(sorted, 25);
        const q3 = quartile(sorted, 75);
        const reach = 1.5 * (q3 - q1);
        // Each whisker on its own, as Superset computes them: with no spread they may cross.
        const below = sorted.filter((v) => v <= q3 + reach);
        const above = sorted.filter((v) => v >= q1 - reach);
        return { low: above[0] ?? NaN, high: below.at(-1) ?? NaN };
      };
    case 'min/max':
      return (sorted) => ({ low: sorted[0] ?? NaN, high: sorted.at(-1) ?? NaN });
    case 'percentile': {
      const [low, high] = Array.isArray(percentiles) ? percentiles : [];
      if (
        !Array.isArray(percentiles) ||
        percentiles.length !== 2 ||
        typeof low !== 'number' ||
        typeof high !== 'number' ||
        low >= high
      )
        throw invalid(
          'percentiles must be a list or tuple with two numeric values, of which the first is lower than the second value',
        );
      return (sorted) => ({ low: nanPercentile(sorted, low), high: nanPercentile(sorted, high) });
    }
    default:
      throw invalid(`Invalid whisker_type: ${type}`);
  }
}

const STATISTICS = ['mean', 'median', 'max', 'min', 'q1', 'q3', 'count', 'outliers'] as const;

/**
 * Superset's `boxplot`: per `groupby` group and metric, `<metric>__mean`, `__median`, `__max`
 * and `__min` (the whiskers), `__q1`, `__q3` (midpoint quartiles), `__count` and `__outliers`
 * (the values beyond the whiskers, as a list).
 */
export function boxplot(frame: Frame, options: Options): Frame {
  const groupby = optStringList(options, 'groupby');
  const metrics = optStringList(options, 'metrics');
  requireColumns(frame, [...groupby, ...metrics]);
  const whiskers = whiskersFor(optString(options, 'whisker_type') ?? 'tukey', options.percentiles);
  const keys = groupby.map((name) => requireColumn(frame, name));
  const groups = keys.length
    ? groupRows(keys, frame.rowCount)
    : [{ first: 0, rows: Array.from({ length: frame.rowCount }, (_, row) => row) }];
  const stats = metrics.map((name) => {
    const values = numericValues(requireColumn(frame, name));
    return groups.map((group) => {
      const sorted = present(pick(values, group.rows)).sort((a, b) => a - b);
      const { low, high } = whiskers(sorted);
      return {
        mean: mean(sorted),
        median: median(sorted),
        max: high,
        min: low,
        q1: percentileOfSorted(sorted, 25, 'midpoint'),
        q3: percentileOfSorted(sorted, 75, 'midpoint'),
        count: sorted.length,
        // pandas order: the values above the high whisker, then those below the low one.
        outliers: [
          ...group.rows.map((row) => values[row] ?? NaN).filter((v) => v > high),
          ...group.rows.map((row) => values[row] ?? NaN).filter((v) => v < low),
        ],
      };
    });
  });
  const firsts = groups.map((group) => group.first);
  const columns: FrameColumn[] = keys.map((key) => {
    const { levels: _levels, ...flat } = takeColumn(key, firsts);
    return flat as FrameColumn;
  });
  for (const statistic of STATISTICS)
    metrics.forEach((metric, m) => {
      const name = `${metric}__${statistic}`;
      const perGroup = stats[m] ?? [];
      if (statistic === 'outliers') {
        const list: ListColumn = {
          name,
          kind: 'list',
          type: 1,
          values: perGroup.map((s) => s.outliers),
        };
        columns.push(list);
      } else
        columns.push(
          numberColumn(
            name,
            perGroup.map((s) => s[statistic]),
          ),
        );
    });
  return { rowCount: groups.length, columns, indexCount: 0 };
}
