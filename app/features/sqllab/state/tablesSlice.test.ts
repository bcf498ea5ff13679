import { describe, expect, it } from 'vitest';
import { removeQueryEditor, removeTables } from './actions';
import {
  collapseTable,
  expandTable,
  mergeTable,
  tablesReducer,
  type TablesState,
} from './tablesSlice';
import type { SqlLabTable } from './types';

function aTable(fields: Partial<SqlLabTable> = {}): SqlLabTable {
  return {
    id: 't1',
    dbId: 1,
    queryEditorId: 'tab1',
    catalog: null,
    schema: 'main',
    name: 'cars',
    expanded: true,
    ...fields,
  };
}

const start: TablesState = { tables: [aTable()] };
const ident = { dbId: 1, queryEditorId: 'tab1', schema: 'main', name: 'cars' };

describe('merging tables', () => {
  it('updates the table with the same db, editor, catalog, schema and name, keeping its id', () => {
    const next = tablesReducer(start, mergeTable({ ...ident, id: 'other', selectStar: 'SELECT' }));
    expect(next.tables).toHaveLength(1);
    expect(next.tables[0]).toMatchObject({ id: 't1', selectStar: 'SELECT' });
  });

  it('treats a missing catalog as null', () => {
    const next = tablesReducer(start, mergeTable({ ...ident, catalog: undefined, comment: 'c' }));
    expect(next.tables).toHaveLength(1);
  });

  it('adds a table that differs in any of them, last or first', () => {
    const variants = [
      { dbId: 2 },
      { queryEditorId: 'tab2' },
      { catalog: 'other' },
      { schema: 'public' },
      { name: 'flights' },
    ];
    for (const change of variants) {
      const next = tablesReducer(start, mergeTable({ ...ident, ...change }));
      expect(next.tables).toHaveLength(2);
      expect(next.tables[1]).toMatchObject({ ...change, expanded: true, dataPreviewQueryId: null });
      expect(next.tables[1]?.id).toMatch(/^[A-Za-z0-9_-]{11}$/);
    }
    const first = tablesReducer(start, mergeTable({ ...ident, name: 'x' }, { prepend: true }));
    expect(first.tables.map((t) => t.name)).toEqual(['x', 'cars']);
  });

  it('associates the data-preview query with a new or existing table', () => {
    let next = tablesReducer(start, mergeTable(ident, { previewQueryId: 'p1' }));
    expect(next.tables[0]?.dataPreviewQueryId).toBe('p1');
    next = tablesReducer(next, mergeTable({ ...ident, name: 'x' }, { previewQueryId: 'p2' }));
    expect(next.tables[1]?.dataPreviewQueryId).toBe('p2');
  });
});

describe('expanding, collapsing and removal', () => {
  it('toggles the expanded flag', () => {
    const collapsed = tablesReducer(start, collapseTable('t1'));
    expect(collapsed.tables[0]?.expanded).toBe(false);
    expect(tablesReducer(collapsed, expandTable('t1')).tables[0]?.expanded).toBe(true);
  });

  it('removes tables locally, and a tab’s tables with the tab', () => {
    const state: TablesState = {
      tables: [
        aTable(),
        aTable({ id: 't2', name: 'x' }),
        aTable({ id: 't3', queryEditorId: 'tab2' }),
      ],
    };
    expect(tablesReducer(state, removeTables([aTable()])).tables.map((t) => t.id)).toEqual([
      't2',
      't3',
    ]);
    expect(tablesReducer(state, removeQueryEditor('tab1')).tables.map((t) => t.id)).toEqual(['t3']);
  });
});
