import { type Frame } from './frame';
import { flatLabel } from './labels';
import { invalid, optBool, type Options } from './options';

/**
 * Superset's `flatten`: multi-level column names become "a, b" (drop_levels first), and the
 * first index level becomes an ordinary column again (reset_index).
 */
export function flatten(frame: Frame, options: Options): Frame {
  const resetIndex = optBool(options, 'reset_index', true);
  const dropRaw = options.drop_levels ?? [];
  const drop = Array.isArray(dropRaw) ? dropRaw : [dropRaw];
  if (!drop.every((level) => Number.isInteger(level)))
    throw invalid('`drop_levels` must be a list of level numbers');
  const dropped = new Set(drop as number[]);
  const columns = frame.columns.map((column) => {
    if (!column.levels) return column;
    const levels = column.levels.filter((_, level) => !dropped.has(level));
    const { levels: _multi, ...flat } = column;
    return { ...flat, name: flatLabel(levels) };
  });
  const indexCount = resetIndex && frame.indexCount > 0 ? frame.indexCount - 1 : frame.indexCount;
  // pandas' reset_index(level=0) puts the first level in front of the remaining index.
  const ordered =
    indexCount === frame.indexCount
      ? columns
      : [...columns.slice(1, frame.indexCount), columns[0], ...columns.slice(frame.indexCount)];
  return { rowCount: frame.rowCount, columns: ordered.filter((c) => c !== undefined), indexCount };
}
