import { describe, expect, it } from 'vitest';
import type { TabStateRecord } from '@common/api/tabState';
import type { ServerQueryRecord } from '@app/api/tabState';
import { anEditor, aQuery } from '../testStore';
import type { StoredSqlLab } from './localStore';
import { restoredFromStorage, restoredWithServer } from './restoreRules';

function record(id: number, sql: string, updatedAt: number): TabStateRecord<ServerQueryRecord> {
  return {
    id,
    user_id: 1,
    label: `Tab ${id}`,
    active: true,
    database_id: 1,
    catalog: null,
    schema: 'main',
    sql,
    query_limit: 1000,
    template_params: null,
    autorun: false,
    hide_left_bar: false,
    latest_query: { id: 'latest00001', state: 'success', resultsKey: 'k', sqlEditorId: String(id) },
    saved_query: null,
    extra_json: { updatedAt, northPercent: 40, cursorPosition: { row: 1, column: 2 } },
    table_schemas: [
      {
        id: 90,
        tab_state_id: id,
        database_id: 1,
        catalog: null,
        schema: 'main',
        table: 'cars',
        expanded: false,
        description: { columns: [{ name: 'id', type: 'INT' }], dataPreviewQueryId: 'p' },
      },
    ],
  };
}

const stored = (fields: Partial<StoredSqlLab>): StoredSqlLab => ({
  version: 1,
  queryEditors: [],
  unsavedQueryEditor: {},
  tabHistory: [],
  destroyedQueryEditors: {},
  tables: [],
  queries: {},
  ...fields,
});

describe('restoring with the server', () => {
  it('lists every saved tab, the active one in full, the others to fetch when opened', () => {
    const restored = restoredWithServer(undefined, {
      tabIds: [
        [1, 'Tab 1'],
        [2, 'Tab 2'],
      ],
      records: new Map([['2', record(2, 'select 2', 10)]]),
      activeId: '2',
      queries: { q1: { id: 'q1', sqlEditorId: '1', state: 'success' } },
    });
    expect(restored.queryEditors.map((e) => [e.id, e.name, e.loaded])).toEqual([
      ['1', 'Tab 1', false],
      ['2', 'Tab 2', true],
    ]);
    expect(restored.queryEditors[1]).toMatchObject({
      sql: 'select 2',
      northPercent: 40,
      cursorPosition: { row: 1, column: 2 },
      latestQueryId: 'latest00001',
    });
    expect(restored.tabHistory).toEqual(['2']);
    expect(restored.tables[0]).toMatchObject({
      id: '90',
      queryEditorId: '2',
      initialized: true,
      expanded: false,
      dataPreviewQueryId: 'p',
    });
    expect(Object.keys(restored.queries).sort()).toEqual(['latest00001', 'q1']);
  });

  it('leaves closed tabs out, prefers newer browser copies, keeps browser-only tabs', () => {
    const restored = restoredWithServer(
      stored({
        queryEditors: [
          anEditor({
            id: 'old1',
            tabViewId: '2',
            sql: 'typed',
            updatedAt: 99,
            inLocalStorage: true,
          }),
          anEditor({ id: 'solo', sql: 'offline', inLocalStorage: true }),
          anEditor({ id: 'gone', tabViewId: '5', sql: 'x', inLocalStorage: false }),
        ],
        tables: [
          { id: 't', dbId: 1, queryEditorId: 'old1', schema: 's', name: 'n', expanded: true },
        ],
        queries: { mine: aQuery({ id: 'mine', sqlEditorId: 'old1', inLocalStorage: true }) },
        tabHistory: ['old1'],
        destroyedQueryEditors: { '3': 1 },
      }),
      {
        tabIds: [
          [2, 'Tab 2'],
          [3, 'Tab 3'],
        ],
        records: new Map([['2', record(2, 'server', 10)]]),
        activeId: '3',
        queries: {},
      },
    );
    expect(restored.queryEditors.map((e) => [e.id, e.sql])).toEqual([
      ['2', 'typed'],
      ['solo', 'offline'],
    ]);
    expect(restored.queryEditors[0]?.inLocalStorage).toBe(true);
    expect(restored.tabHistory).toEqual(['2']);
    expect(restored.tables.map((t) => [t.id, t.queryEditorId])).toEqual([
      ['90', '2'],
      ['t', '2'],
    ]);
    expect(restored.queries.mine?.sqlEditorId).toBe('2');
    expect(restored.destroyedQueryEditors).toEqual({ '3': 1 });
  });
});

describe('restoring from browser storage alone', () => {
  it('keeps every tab and drops the in-memory rows key of results', () => {
    const restored = restoredFromStorage(
      stored({
        queryEditors: [anEditor({ id: 'a' })],
        queries: {
          q: aQuery({
            id: 'q',
            sqlEditorId: 'a',
            results: {
              status: 'success',
              columns: [],
              selected_columns: [],
              expanded_columns: [],
              tableKey: 'q#3',
              rowCount: 1,
            },
          }),
        },
      }),
      false,
    );
    expect(restored.tabHistory).toEqual(['a']);
    expect(restored.queries.q?.results?.tableKey).toBeNull();
    expect(restored.backendPersistence).toBe(false);
  });
});

describe('the active tab', () => {
  const server = (activeId: string | undefined) => ({
    tabIds: [
      [1, 'Tab 1'],
      [2, 'Tab 2'],
      [3, 'Tab 3'],
    ] as [number, string][],
    records: new Map([['2', record(2, 'select 2', 10)]]),
    activeId,
    queries: {},
  });

  it('is the last one of the browser’s history, under its server id', () => {
    const restored = restoredWithServer(stored({ tabHistory: ['1', '3', '2'] }), server('1'));
    expect(restored.tabHistory.at(-1)).toBe('2');
  });

  it('is the server’s active tab when the browser has no history (another browser)', () => {
    expect(restoredWithServer(undefined, server('3')).tabHistory).toEqual(['3']);
    expect(restoredWithServer(stored({ tabHistory: ['gone'] }), server('2')).tabHistory).toEqual([
      '2',
    ]);
  });
});
