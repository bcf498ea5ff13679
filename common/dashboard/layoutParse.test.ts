import { describe, expect, it } from 'vitest';
import { gridLayout } from './layoutFixtures';
import {
  chartIdsInLayout,
  chartLayoutIdOf,
  emptyLayout,
  parseLayout,
  serializeLayout,
} from './layoutParse';
import { GRID_ID, HEADER_ID, ROOT_ID } from './layoutTypes';

const charts = [1, 2, 3, 4].map((id) => ({ id, slice_name: `Chart ${id}` }));

describe('emptyLayout', () => {
  it('holds ROOT > GRID and the header with the title', () => {
    const layout = emptyLayout('Sales');
    expect(layout[ROOT_ID]?.children).toEqual([GRID_ID]);
    expect(layout[GRID_ID]?.parents).toEqual([ROOT_ID]);
    expect(layout[HEADER_ID]?.meta.text).toBe('Sales');
  });
});

describe('parseLayout', () => {
  it.each([null, undefined, '', '  ', 'not json', '[1,2]', '{"GRID_ID":{}}'])(
    'gives the default layout for %j: charts in rows of three',
    (text) => {
      const layout = parseLayout(text, charts, 'Sales');
      const rows = layout[GRID_ID]!.children.map((id) => layout[id]!);
      expect(rows.map((row) => row.type)).toEqual(['ROW', 'ROW']);
      expect(rows.map((row) => row.children.length)).toEqual([3, 1]);
      const first = layout[rows[0]!.children[0]!]!;
      expect(first.meta).toMatchObject({ chartId: 1, width: 4, height: 50, sliceName: 'Chart 1' });
      expect(first.parents).toEqual([ROOT_ID, GRID_ID, rows[0]!.id]);
      expect(chartIdsInLayout(layout)).toEqual([1, 2, 3, 4]);
      expect(layout[HEADER_ID]?.meta.text).toBe('Sales');
    },
  );

  it('drops the version key and dangling children, and recomputes parents', () => {
    const stored = JSON.stringify({
      DASHBOARD_VERSION_KEY: 'v2',
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1', 'ROW-gone'], parents: ['X'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['CHART-a', 'CHART-gone'], meta: {} },
      'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 1, width: 4 } },
      'ORPHAN-1': { type: 'ROW', id: 'ORPHAN-1', children: [] },
      'BAD-1': { type: 'NOPE', id: 'BAD-1', children: [] },
    });
    const layout = parseLayout(stored, [charts[0]!]);
    expect(layout.DASHBOARD_VERSION_KEY).toBeUndefined();
    expect(layout[GRID_ID]?.children).toEqual(['ROW-1']);
    expect(layout[GRID_ID]?.parents).toEqual([ROOT_ID]);
    expect(layout['ROW-1']?.children).toEqual(['CHART-a']);
    expect(layout['CHART-a']?.parents).toEqual([ROOT_ID, GRID_ID, 'ROW-1']);
    expect(layout['CHART-a']?.meta.sliceName).toBe('Chart 1');
    expect(layout['ORPHAN-1']).toBeUndefined();
    expect(layout['BAD-1']).toBeUndefined();
  });

  it('adds charts of the dashboard the layout does not place in a new row at the end', () => {
    const stored = serializeLayout(gridLayout());
    const layout = parseLayout(stored, [
      { id: 1, slice_name: 'One' },
      { id: 9, slice_name: 'Nine' },
    ]);
    const ids = chartIdsInLayout(layout);
    expect(ids.at(-1)).toBe(9);
    expect(ids.filter((id) => id === 1)).toHaveLength(1);
    const lastRow = layout[layout[GRID_ID]!.children.at(-1)!]!;
    expect(lastRow.type).toBe('ROW');
    expect(layout[lastRow.children[0]!]?.meta.chartId).toBe(9);
  });

  it('survives a cycle in children', () => {
    const stored = JSON.stringify({
      ROOT_ID: { type: 'ROOT', id: 'ROOT_ID', children: ['GRID_ID'] },
      GRID_ID: { type: 'GRID', id: 'GRID_ID', children: ['ROW-1'] },
      'ROW-1': { type: 'ROW', id: 'ROW-1', children: ['COLUMN-1'] },
      'COLUMN-1': { type: 'COLUMN', id: 'COLUMN-1', children: ['ROW-1'], meta: { width: 4 } },
    });
    const layout = parseLayout(stored);
    expect(layout['COLUMN-1']?.children).toEqual([]);
  });
});

describe('serializeLayout', () => {
  it('adds the version key and round-trips', () => {
    const layout = gridLayout();
    const text = serializeLayout(layout);
    expect(JSON.parse(text)).toMatchObject({ DASHBOARD_VERSION_KEY: 'v2' });
    expect(parseLayout(text)).toEqual(layout);
  });
});

describe('chart lookups', () => {
  it('lists chart ids in document order and finds their layout ids', () => {
    const layout = gridLayout();
    expect(chartIdsInLayout(layout)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(chartLayoutIdOf(layout, 4)).toBe('CHART-4');
    expect(chartLayoutIdOf(layout, 99)).toBeUndefined();
  });
});
