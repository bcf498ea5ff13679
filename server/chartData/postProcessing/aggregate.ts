import { aggregatorFor } from './aggregators';
import { type Frame, type FrameColumn, numberColumn, numericValues, takeColumn } from './frame';
import { groupRows, pick } from './groupRows';
import {
  invalid,
  optObjectMap,
  optStringList,
  type Options,
  requireColumn,
  requireColumns,
} from './options';

export interface NamedAggregate {
  name: string;
  column: FrameColumn;
  reduce: (values: Float64Array) => number;
}

/** Superset's _get_aggregate_funcs: {name: {operator, column = name, options}}. */
export function namedAggregates(
  frame: Frame,
  aggregates: Record<string, Options>,
): NamedAggregate[] {
  return Object.entries(aggregates).map(([name, spec]) => {
    const columnName = spec.column ?? name;
    if (typeof columnName !== 'string' || !frame.columns.some((c) => c.name === columnName))
      throw invalid(`Column referenced by aggregate is undefined: ${String(columnName)}`);
    if (spec.operator === undefined) throw invalid(`Operator undefined for aggregator: ${name}`);
    const options = spec.options ?? {};
    if (typeof options !== 'object' || options === null || Array.isArray(options))
      throw invalid(`Invalid options for aggregator: ${name}`);
    return {
      name,
      column: requireColumn(frame, columnName),
      reduce: aggregatorFor(spec.operator, options as Options),
    };
  });
}

/** Superset's `aggregate`: group by `groupby` (sorted keys) and reduce each named aggregate. */
export function aggregate(frame: Frame, options: Options): Frame {
  const groupby = optStringList(options, 'groupby');
  requireColumns(frame, groupby);
  const named = namedAggregates(frame, optObjectMap(options, 'aggregates'));
  const keys = groupby.map((name) => requireColumn(frame, name));
  const groups = keys.length
    ? groupRows(keys, frame.rowCount)
    : [{ first: 0, rows: Array.from({ length: frame.rowCount }, (_, row) => row) }];
  const firsts = groups.map((group) => group.first);
  const columns: FrameColumn[] = keys.map((key) => {
    const { levels: _levels, ...flat } = takeColumn(key, firsts);
    return flat as FrameColumn;
  });
  for (const { name, column, reduce } of named) {
    const values = numericValues(column);
    columns.push(
      numberColumn(
        name,
        groups.map((group) => reduce(pick(values, group.rows))),
      ),
    );
  }
  return { rowCount: groups.length, columns, indexCount: 0 };
}
