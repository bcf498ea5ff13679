import {
  type Frame,
  type FrameColumn,
  isNumeric,
  numberColumn,
  takeColumn,
  type TimeColumn,
} from './frame';
import { pick } from './groupRows';
import { invalid, optNumber, optString, type Options, reqString, requireColumn } from './options';
import { parseResampleRule } from './resampleRule';
import { mean, median, present, sum } from './statistics';

/** A rule too fine for the time span would make rows without end. */
const MAX_ROWS = 1_000_000;
const METHODS = ['asfreq', 'bfill', 'ffill', 'linear', 'median', 'mean', 'sum'];

function timeAxis(frame: Frame, options: Options): { time: TimeColumn; at: number } {
  const named = optString(options, 'time_column');
  const at = named
    ? frame.columns.indexOf(requireColumn(frame, named))
    : frame.indexCount === 1
      ? 0
      : -1;
  const time = frame.columns[at];
  if (!time || (time.kind !== 'timestamp' && time.kind !== 'date'))
    throw invalid('Resample operation requires DatetimeIndex');
  return { time, at };
}

/** Positional linear interpolation; leading gaps stay, trailing ones take the last value. */
function interpolate(values: Float64Array): Float64Array {
  const out = Float64Array.from(values);
  let last = -1;
  for (let i = 0; i < out.length; i++) {
    if (Number.isNaN(out[i] ?? NaN)) continue;
    if (last >= 0 && i - last > 1) {
      const a = out[last] ?? NaN;
      const b = out[i] ?? NaN;
      for (let k = last + 1; k < i; k++) out[k] = a + ((b - a) * (k - last)) / (i - last);
    }
    last = i;
  }
  for (let k = last + 1; last >= 0 && k < out.length; k++) out[k] = out[last] ?? NaN;
  return out;
}

/**
 * Superset's `resample` over the frame's time index (or `time_column`): one row per `rule`
 * period from the first to the last time, filled by `method` (asfreq with `fill_value`,
 * ffill, bfill, linear, or the periods' sum, mean or median).
 */
export function resample(frame: Frame, options: Options): Frame {
  const rule = parseResampleRule(reqString(options, 'rule', 'resample'));
  const method = optString(options, 'method') ?? '';
  if (!METHODS.includes(method))
    throw invalid(`Resample method should be in ${METHODS.join(', ')}.`);
  const fillValue = optNumber(options, 'fill_value');
  const { time, at } = timeAxis(frame, options);
  const others = frame.columns.filter(
    (_, i) => i !== at && (i >= frame.indexCount || at >= frame.indexCount),
  );
  const times = Array.from(time.values, (micros) => micros / 1000);
  const valid = times.filter((ms) => !Number.isNaN(ms));
  if (valid.length === 0) return frame;
  const first = valid.reduce((a, b) => Math.min(a, b));
  const last = valid.reduce((a, b) => Math.max(a, b));
  const labels: number[] = [];
  // The first label first: tick rules bin from midnight of the first time's day.
  const firstLabel = rule.labelOf(first);
  const lastLabel = rule.labelOf(last);
  for (let label = firstLabel; label <= lastLabel; label = rule.next(label)) {
    labels.push(label);
    if (labels.length > MAX_ROWS)
      throw invalid(`Resampling by ${String(options.rule)} would make more than ${MAX_ROWS} rows`);
  }
  const timeOut: TimeColumn = { ...time, values: Float64Array.from(labels, (ms) => ms * 1000) };
  let columns: FrameColumn[];
  if (method === 'sum' || method === 'mean' || method === 'median') {
    const binRows = new Map<number, number[]>(labels.map((label) => [label, []]));
    times.forEach((ms, row) => {
      if (!Number.isNaN(ms)) binRows.get(rule.labelOf(ms))?.push(row);
    });
    const reduce = method === 'sum' ? sum : method === 'mean' ? mean : median;
    columns = others.filter(isNumeric).map((column) => {
      const values = labels.map((label) =>
        reduce(present(pick(column.values, binRows.get(label) ?? []))),
      );
      return {
        ...numberColumn(column.name, values),
        ...(column.levels ? { levels: column.levels } : {}),
      };
    });
  } else {
    const order = times.map((_, row) => row).filter((row) => !Number.isNaN(times[row] ?? NaN));
    order.sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0));
    // Labels and times both ascend: one pass finds, per label, the last row at or before it
    // (ffill, or asfreq when its time is the label) and the first row at or after it (bfill).
    const rows: number[] = [];
    let upTo = 0;
    let from = 0;
    for (const label of labels) {
      while (upTo < order.length && (times[order[upTo] ?? 0] ?? NaN) <= label) upTo++;
      while (from < order.length && (times[order[from] ?? 0] ?? NaN) < label) from++;
      const before = upTo > 0 ? (order[upTo - 1] ?? -1) : -1;
      const after = from < order.length ? (order[from] ?? -1) : -1;
      if (method === 'ffill') rows.push(before);
      else if (method === 'bfill') rows.push(after);
      else rows.push(after >= 0 && times[after] === label ? after : -1);
    }
    columns = others.map((column) => {
      let moved = takeColumn(column, rows);
      if (moved.kind === 'utf8' || moved.kind === 'bool' || moved.kind === 'list') return moved;
      if (method === 'linear')
        moved = { ...moved, values: interpolate(moved.values) } as FrameColumn;
      if (fillValue !== undefined && isNumeric(moved))
        moved = { ...moved, values: moved.values.map((v) => (Number.isNaN(v) ? fillValue : v)) };
      return moved;
    });
  }
  return {
    rowCount: labels.length,
    columns: [timeOut, ...columns],
    indexCount: at < frame.indexCount ? 1 : 0,
  };
}
