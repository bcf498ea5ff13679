import { type Frame } from './frame';
import { renamed } from './labels';
import { columnsNamed, optStringList, optStringMap, type Options, requireColumns } from './options';

/** Superset's `select`: keep `columns` (in that order), drop `exclude`, then `rename`. */
export function select(frame: Frame, options: Options): Frame {
  const keep = optStringList(options, 'columns');
  const exclude = optStringList(options, 'exclude');
  const rename = optStringMap(options, 'rename');
  requireColumns(frame, [...keep, ...exclude, ...Object.keys(rename)]);
  let picked = frame.columns.map((_, i) => i).slice(frame.indexCount);
  if (keep.length > 0) picked = keep.flatMap((name) => columnsNamed(frame, name));
  const excluded = new Set(exclude.flatMap((name) => columnsNamed(frame, name)));
  picked = picked.filter((i) => !excluded.has(i));
  const index = frame.columns.slice(0, frame.indexCount);
  const columns = picked.flatMap((i) => {
    const column = frame.columns[i];
    if (!column) return [];
    const label = column.levels ? column.levels[0] : column.name;
    const target = label != null && Object.hasOwn(rename, label) ? rename[label] : undefined;
    return [target === undefined ? column : renamed(column, target)];
  });
  return { ...frame, columns: [...index, ...columns] };
}
