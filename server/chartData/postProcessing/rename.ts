import { type Frame } from './frame';
import { withLevels } from './labels';
import { invalid, optStringMap, type Options, requireColumns } from './options';

/**
 * Superset's `rename`: {old: new} over the column labels (every level of a pivot's names, or
 * only `level`); "Label already exists" when every new name is already a label.
 */
export function rename(frame: Frame, options: Options): Frame {
  const mapping = optStringMap(options, 'columns');
  if (Object.keys(mapping).length === 0) return frame;
  requireColumns(frame, Object.keys(mapping));
  const level = options.level;
  if (level !== undefined && level !== null && !Number.isInteger(level))
    throw invalid('`level` must be a level number');
  const data = frame.columns.slice(frame.indexCount);
  const labelsAt = (column: (typeof data)[number]) =>
    column.levels
      ? level == null
        ? column.levels
        : [column.levels[level as number]]
      : [column.name];
  const existing = new Set(data.flatMap(labelsAt));
  if (Object.values(mapping).every((name) => existing.has(name)))
    throw invalid('Label already exists');
  const swap = (label: string | null | undefined) =>
    label != null && Object.hasOwn(mapping, label) ? (mapping[label] ?? label) : (label ?? null);
  const columns = frame.columns.map((column, i) => {
    if (i < frame.indexCount) return column;
    if (!column.levels)
      return level == null || level === 0 ? { ...column, name: swap(column.name) ?? '' } : column;
    const levels = column.levels.map((label, at) =>
      level == null || level === at ? swap(label) : label,
    );
    return withLevels(column, levels);
  });
  return { ...frame, columns };
}
