import { describe, expect, it } from 'vitest';
import type { DatasetRecord } from '@common/api/datasets';
import {
  datasetDraftReducer as reduce,
  type DatasetDraft,
  draftOf,
  draftProblems,
  isDirty,
  updateBodyOf,
} from './datasetDraft';

const record = {
  kind: 'physical',
  sql: null,
  description: null,
  owners: [{ id: 5, first_name: 'A', last_name: 'B' }],
  columns: [
    { id: 1, column_name: 'day', type: 'DATE', type_generic: 2, is_dttm: true },
    { id: 2, column_name: 'origin', type: 'VARCHAR', type_generic: 1, is_dttm: false },
    { id: 3, column_name: 'twice', type: '', type_generic: 0, is_dttm: false, expression: '2*x' },
  ],
  metrics: [{ id: 1, metric_name: 'count', expression: 'COUNT(*)', verbose_name: 'COUNT(*)' }],
  main_dttm_col: 'day',
  cache_timeout: null,
  template_params: null,
} as unknown as DatasetRecord;

const fresh = (): DatasetDraft => draftOf(record);

describe('datasetDraftReducer', () => {
  it('adds, edits and removes a metric, and the PUT body carries the result', () => {
    let draft = reduce(fresh(), { type: 'addMetric' });
    const added = draft.metrics[1];
    expect(added).toMatchObject({ metric_name: '', expression: '' });
    draft = reduce(draft, {
      type: 'editMetric',
      key: added?.key ?? '',
      change: { metric_name: 'delay', expression: 'AVG(delay)', d3format: ',.1f' },
    });
    draft = reduce(draft, { type: 'editMetric', key: 'm1', change: { verbose_name: 'Rows' } });
    expect(updateBodyOf(draft).metrics).toEqual([
      expect.objectContaining({ id: 1, metric_name: 'count', verbose_name: 'Rows' }),
      expect.objectContaining({ metric_name: 'delay', expression: 'AVG(delay)', d3format: ',.1f' }),
    ]);
    draft = reduce(draft, { type: 'removeMetric', key: 'm1' });
    expect(draft.metrics.map((m) => m.metric_name)).toEqual(['delay']);
  });

  it('adds, edits and removes a calculated column', () => {
    let draft = reduce(fresh(), { type: 'addCalculatedColumn' });
    const key = draft.columns[3]?.key ?? '';
    draft = reduce(draft, {
      type: 'editColumn',
      key,
      change: { column_name: 'late', expression: 'delay > 15', type: 'BOOLEAN' },
    });
    const body = updateBodyOf(draft).columns ?? [];
    expect(body[3]).toMatchObject({
      column_name: 'late',
      expression: 'delay > 15',
      type: 'BOOLEAN',
    });
    expect(body[3]).not.toHaveProperty('key');
    draft = reduce(draft, { type: 'removeColumn', key: 'c3' });
    expect(draft.columns.map((c) => c.column_name)).toEqual(['day', 'origin', 'late']);
  });

  it('keeps the default datetime column temporal', () => {
    let draft = reduce(fresh(), { type: 'mainDttm', column: 'origin' });
    expect(draft.main_dttm_col).toBe('day');
    draft = reduce(draft, { type: 'editColumn', key: 'c2', change: { is_dttm: true } });
    draft = reduce(draft, { type: 'mainDttm', column: 'origin' });
    expect(draft.main_dttm_col).toBe('origin');
    draft = reduce(draft, { type: 'editColumn', key: 'c2', change: { column_name: 'origin2' } });
    expect(draft.main_dttm_col).toBe('origin2');
    draft = reduce(draft, { type: 'editColumn', key: 'c2', change: { is_dttm: false } });
    expect(draft.main_dttm_col).toBeNull();
    draft = reduce(reduce(draft, { type: 'mainDttm', column: 'day' }), {
      type: 'removeColumn',
      key: 'c1',
    });
    expect(draft.main_dttm_col).toBeNull();
  });

  it('is dirty after an edit and clean again when the edit is undone', () => {
    const saved = fresh();
    expect(isDirty(saved, fresh())).toBe(false);
    const edited = reduce(saved, { type: 'editColumn', key: 'c2', change: { verbose_name: 'O' } });
    expect(isDirty(saved, edited)).toBe(true);
    const undone = reduce(edited, { type: 'editColumn', key: 'c2', change: { verbose_name: '' } });
    expect(isDirty(saved, undone)).toBe(false);
    expect(isDirty(saved, reduce(saved, { type: 'settings', change: { cache_timeout: 60 } }))).toBe(
      true,
    );
  });

  it('keeps unsaved column edits and calculated columns across a sync', () => {
    let draft = reduce(fresh(), { type: 'editColumn', key: 'c2', change: { verbose_name: 'O' } });
    draft = reduce(draft, {
      type: 'columnsSynced',
      columns: [
        { id: 2, column_name: 'origin', type: 'VARCHAR', type_generic: 1, is_dttm: false },
        { id: 4, column_name: 'dest', type: 'VARCHAR', type_generic: 1, is_dttm: false },
      ],
    });
    expect(draft.columns.map((c) => [c.column_name, c.verbose_name ?? null])).toEqual([
      ['origin', 'O'],
      ['dest', null],
      ['twice', null],
    ]);
    // `day` is gone from the source, so it can no longer be the default time column.
    expect(draft.main_dttm_col).toBeNull();
  });

  it('finds what the server would refuse before saving', () => {
    let draft = reduce(fresh(), { type: 'addMetric' });
    draft = reduce(draft, { type: 'settings', change: { template_params: '[1]' } });
    expect(draftProblems(draft)).toEqual({
      metrics: ['Every metric needs a name.', 'Metric (unnamed) needs an SQL expression.'],
      template_params: ['Template parameters must be a JSON object.'],
    });
    expect(draftProblems(fresh())).toEqual({});
  });
});
