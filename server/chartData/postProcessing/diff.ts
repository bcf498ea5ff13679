import { appendColumns, computed } from './appendColumns';
import { type Frame, numericValues } from './frame';
import { invalid, optInteger, optStringMap, type Options } from './options';

/** Superset's `diff`: each value minus the one `periods` rows before (NaN where there is none). */
export function diff(frame: Frame, options: Options): Frame {
  const periods = optInteger(options, 'periods') ?? 1;
  const axis = optInteger(options, 'axis') ?? 0;
  if (axis !== 0) throw invalid('`axis` must be 0 (rows)');
  return appendColumns(frame, optStringMap(options, 'columns'), (column) => {
    const values = numericValues(column);
    const out = new Float64Array(values.length).fill(NaN);
    for (let row = 0; row < values.length; row++) {
      const before = row - periods;
      if (before >= 0 && before < values.length)
        out[row] = (values[row] ?? NaN) - (values[before] ?? NaN);
    }
    return computed(column, out);
  });
}
