import { describe, expect, it } from 'vitest';
import { chart, gridLayout, layoutFrom, topTabsLayout } from './layoutFixtures';
import {
  addChartToLayout,
  deleteComponent,
  resizeComponent,
  toggleTopLevelTabs,
  updateComponentMeta,
} from './layoutEdit';
import { chartIdsInLayout, chartLayoutIdOf } from './layoutParse';
import { GRID_ID, HEADER_ID, ROOT_ID } from './layoutTypes';

describe('deleteComponent', () => {
  it('removes the component and its descendants', () => {
    const layout = deleteComponent(gridLayout(), 'COLUMN-1');
    for (const id of ['COLUMN-1', 'CHART-3', 'ROW-3', 'CHART-4'])
      expect(layout[id]).toBeUndefined();
    expect(chartIdsInLayout(layout)).toEqual([1, 2, 5, 6]);
  });

  it('removes the row wrapper left empty', () => {
    const layout = deleteComponent(gridLayout(), 'CHART-5');
    expect(layout['ROW-4']).toBeUndefined();
    expect(layout['TAB-1']?.children).toEqual([]);
    expect(layout['TAB-1']).toBeDefined();
  });

  it('keeps a row that still has children', () => {
    const layout = deleteComponent(gridLayout(), 'CHART-1');
    expect(layout['ROW-1']?.children).toEqual(['CHART-2']);
  });

  it('removes nested tabs when their last tab goes', () => {
    const layout = deleteComponent(topTabsLayout(), 'TAB-n1');
    expect(layout['TABS-n']).toBeUndefined();
    expect(layout['TAB-b']?.children).toEqual([]);
  });

  it('turns back into a plain grid when the last top-level tab goes', () => {
    const one = deleteComponent(topTabsLayout(), 'TAB-b');
    expect(one['TABS-top']?.children).toEqual(['TAB-a']);
    const none = deleteComponent(one, 'TAB-a');
    expect(none[ROOT_ID]?.children).toEqual([GRID_ID]);
    expect(none[GRID_ID]?.children).toEqual([]);
    expect(chartIdsInLayout(none)).toEqual([]);
  });

  it('never deletes ROOT, GRID or the header', () => {
    const layout = gridLayout();
    for (const id of [ROOT_ID, GRID_ID, HEADER_ID, 'nope']) {
      expect(deleteComponent(layout, id)).toBe(layout);
    }
  });
});

describe('resizeComponent', () => {
  it('clamps the width to the room left in the row and at least 1', () => {
    const layout = gridLayout();
    expect(resizeComponent(layout, 'CHART-1', { width: 12 })['CHART-1']?.meta.width).toBe(8);
    expect(resizeComponent(layout, 'CHART-1', { width: 6 })['CHART-1']?.meta.width).toBe(6);
    expect(resizeComponent(layout, 'CHART-1', { width: 0 })['CHART-1']?.meta.width).toBe(1);
  });

  it('clamps the height to the grid row units', () => {
    const layout = gridLayout();
    expect(resizeComponent(layout, 'CHART-1', { height: 2 })['CHART-1']?.meta.height).toBe(5);
    expect(resizeComponent(layout, 'CHART-1', { height: 500 })['CHART-1']?.meta.height).toBe(100);
    expect(resizeComponent(layout, 'CHART-1', { height: 63 })['CHART-1']?.meta.height).toBe(63);
  });

  it('narrows the children of a column with it', () => {
    const layout = resizeComponent(gridLayout(), 'COLUMN-1', { width: 2 });
    expect(layout['COLUMN-1']?.meta.width).toBe(2);
    expect(layout['CHART-3']?.meta.width).toBe(2);
    expect(layout['CHART-4']?.meta.width).toBe(2);
  });

  it('bounds a chart in a row inside a column by the column', () => {
    const layout = resizeComponent(gridLayout(), 'CHART-4', { width: 10 });
    expect(layout['CHART-4']?.meta.width).toBe(6);
  });

  it('leaves the input alone', () => {
    const layout = gridLayout();
    resizeComponent(layout, 'CHART-1', { width: 2 });
    expect(layout['CHART-1']?.meta.width).toBe(4);
  });
});

describe('updateComponentMeta', () => {
  it('merges meta into one component', () => {
    const layout = updateComponentMeta(gridLayout(), 'TAB-1', { text: 'Renamed' });
    expect(layout['TAB-1']?.meta).toEqual({ text: 'Renamed' });
    const markdown = updateComponentMeta(gridLayout(), 'CHART-1', { sliceNameOverride: 'Mine' });
    expect(markdown['CHART-1']?.meta).toMatchObject({ chartId: 1, sliceNameOverride: 'Mine' });
  });
});

describe('toggleTopLevelTabs', () => {
  it('moves the grid content into the first tab of new top-level tabs, and back', () => {
    const grid = gridLayout();
    const tabbed = toggleTopLevelTabs(grid);
    const tabsId = tabbed[ROOT_ID]!.children[0]!;
    expect(tabbed[tabsId]?.type).toBe('TABS');
    const tabId = tabbed[tabsId]!.children[0]!;
    expect(tabbed[tabId]?.children).toEqual(['ROW-1', 'ROW-2', 'TABS-1']);
    expect(tabbed['CHART-1']?.parents).toEqual([ROOT_ID, tabsId, tabId, 'ROW-1']);
    expect(tabbed[GRID_ID]).toBeUndefined();
    const back = toggleTopLevelTabs(tabbed);
    expect(back[ROOT_ID]?.children).toEqual([GRID_ID]);
    expect(back[GRID_ID]?.children).toEqual(['ROW-1', 'ROW-2', 'TABS-1']);
    expect(back['CHART-1']?.parents).toEqual([ROOT_ID, GRID_ID, 'ROW-1']);
  });

  it('gathers every top-level tab in order when removing tabs', () => {
    const back = toggleTopLevelTabs(topTabsLayout());
    expect(back[GRID_ID]?.children).toEqual(['ROW-a', 'TABS-n']);
    expect(chartIdsInLayout(back)).toEqual([1, 2]);
  });
});

describe('addChartToLayout', () => {
  it('fills the last row when it has room, else adds a row', () => {
    const layout = layoutFrom({
      GRID_ID: ['GRID', ['ROW-1']],
      'ROW-1': ['ROW', ['CHART-1']],
      'CHART-1': chart(1),
    });
    const added = addChartToLayout(layout, { id: 2, slice_name: 'Two', uuid: 'u-2' });
    expect(added['ROW-1']?.children).toHaveLength(2);
    const item = added[chartLayoutIdOf(added, 2)!]!;
    expect(item.meta).toMatchObject({
      chartId: 2,
      sliceName: 'Two',
      uuid: 'u-2',
      width: 4,
      height: 50,
    });
    const third = addChartToLayout(addChartToLayout(added, { id: 3, slice_name: 'Three' }), {
      id: 4,
      slice_name: 'Four',
    });
    expect(third[GRID_ID]?.children).toHaveLength(2);
    expect(chartIdsInLayout(third)).toEqual([1, 2, 3, 4]);
  });

  it('adds into the first top-level tab, and never twice', () => {
    const layout = addChartToLayout(topTabsLayout(), { id: 9, slice_name: 'Nine' });
    expect(layout[chartLayoutIdOf(layout, 9)!]?.parents?.slice(0, 3)).toEqual([
      ROOT_ID,
      'TABS-top',
      'TAB-a',
    ]);
    expect(addChartToLayout(layout, { id: 9, slice_name: 'Nine' })).toBe(layout);
  });
});
