import { describe, expect, it } from 'vitest';
import type { DatasetColumn } from '@common/api/datasets';
import { withColumnIds } from './datasetFields';
import { duplicateNames, mergeColumns, mergeMetrics, unknownIds } from './mergeDatasetFields';
import { syncColumns } from './refreshDataset';
import { expressionProblem } from './validateDatasetExpressions';

const column = (column_name: string, type = 'INTEGER', type_generic = 0): DatasetColumn => ({
  column_name,
  type,
  type_generic,
  is_dttm: false,
});

describe('dataset column and metric merging', () => {
  const old = withColumnIds([
    { ...column('a'), verbose_name: 'A', description: 'first' },
    column('b', 'VARCHAR', 1),
  ]);

  it('numbers new columns after the highest id and never reuses one within a list', () => {
    expect(
      withColumnIds([column('x'), { ...column('y'), id: 1 }, column('z')]).map((c) => c.id),
    ).toEqual([2, 1, 3]);
    expect(withColumnIds([column('b'), column('c')], old).map((c) => c.id)).toEqual([2, 3]);
  });

  it('keeps what a PUT column does not send, clears what it sends as null', () => {
    const merged = mergeColumns(
      old,
      [
        { column_name: 'a', verbose_name: null },
        { id: 2, column_name: 'b2' },
      ],
      false,
    );
    expect(merged).toEqual([
      {
        id: 1,
        column_name: 'a',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        verbose_name: null,
        description: 'first',
      },
      { id: 2, column_name: 'b2', type: 'VARCHAR', type_generic: 1, is_dttm: false },
    ]);
  });

  it('takes override columns as sent, keeping only ids and unchanged generic types', () => {
    const merged = mergeColumns(
      old,
      [
        { column_name: 'a', type: 'INTEGER' },
        { column_name: 'd', type: 'DATE' },
      ],
      true,
    );
    expect(merged).toEqual([
      { id: 1, column_name: 'a', type: 'INTEGER', type_generic: 0, is_dttm: false },
      { id: 3, column_name: 'd', type: 'DATE', type_generic: 2, is_dttm: false },
    ]);
  });

  it('marks a column flagged temporal as temporal', () => {
    const [merged] = mergeColumns(old, [{ column_name: 'b', is_dttm: true }], false);
    expect(merged).toMatchObject({ is_dttm: true, type_generic: 2 });
  });

  it('finds duplicate names and unknown ids', () => {
    expect(duplicateNames(['a', 'b', 'a', 'a'])).toEqual(['a']);
    expect(unknownIds([{ id: 1 }, { id: 7 }, {}], old)).toEqual([7]);
  });

  it('matches metrics by id, then by name', () => {
    const metrics = mergeMetrics(
      [{ id: 1, metric_name: 'count', expression: 'COUNT(*)', d3format: ',d' }],
      [
        { metric_name: 'count', expression: 'COUNT(1)' },
        { metric_name: 'sum', expression: 'SUM(a)' },
      ],
    );
    expect(metrics).toEqual([
      { id: 1, metric_name: 'count', expression: 'COUNT(1)', d3format: ',d' },
      { id: 2, metric_name: 'sum', expression: 'SUM(a)' },
    ]);
  });

  it('syncs from the source: new types, edits kept, gone columns dropped, calculated kept', () => {
    const edited = withColumnIds([...old, { ...column('calc'), expression: 'a + 1' }]);
    const synced = syncColumns(edited, [column('a', 'BIGINT'), column('c', 'DATE', 2)]);
    expect(synced).toEqual([
      {
        id: 1,
        column_name: 'a',
        type: 'BIGINT',
        type_generic: 0,
        is_dttm: false,
        verbose_name: 'A',
        description: 'first',
      },
      { id: 4, column_name: 'c', type: 'DATE', type_generic: 2, is_dttm: false },
      {
        id: 3,
        column_name: 'calc',
        type: 'INTEGER',
        type_generic: 0,
        is_dttm: false,
        expression: 'a + 1',
      },
    ]);
  });
});

describe('expressionProblem', () => {
  it.each([
    ['SUM(a) / COUNT(*)', null],
    ["COUNT(CASE WHEN b = ';' THEN 1 END)", null],
    ['(SELECT MAX(a) FROM t)', null],
    ['COUNT(*); DROP TABLE t', 'cannot contain more than one statement.'],
    ['SUM(a) -- )', 'cannot end with a comment.'],
    ['SUM(a))', 'must have balanced parentheses.'],
    ['  ', 'cannot be empty.'],
  ])('%s → %s', (expression, problem) => {
    expect(expressionProblem(expression, 'duckdb')).toBe(problem);
  });
});
