import { appendColumns, computed } from './appendColumns';
import { type Frame, numericValues } from './frame';
import { invalid, optString, optStringMap, type Options } from './options';

const STEPS: Record<string, (total: number, value: number) => number> = {
  sum: (total, value) => total + value,
  prod: (total, value) => total * value,
  min: (total, value) => Math.min(total, value),
  max: (total, value) => Math.max(total, value),
};

/** Superset's `cum`: cumulative sum, prod, min or max of `columns`; a missing value stays missing. */
export function cum(frame: Frame, options: Options): Frame {
  const operator = optString(options, 'operator') ?? '';
  const step = Object.hasOwn(STEPS, operator) ? STEPS[operator] : undefined;
  if (!step) throw invalid(`Invalid cumulative operator: ${operator}`);
  return appendColumns(frame, optStringMap(options, 'columns'), (column) => {
    const values = numericValues(column);
    const out = new Float64Array(values.length);
    let total = NaN;
    values.forEach((value, row) => {
      if (Number.isNaN(value)) {
        out[row] = NaN;
        return;
      }
      total = Number.isNaN(total) ? value : step(total, value);
      out[row] = total;
    });
    return computed(column, out);
  });
}
