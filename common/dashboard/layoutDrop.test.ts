import { describe, expect, it } from 'vitest';
import { chart, gridLayout, layoutFrom, topTabsLayout } from './layoutFixtures';
import { CHART_ALREADY_ADDED_MESSAGE, INVALID_DROP_MESSAGE, dropComponent } from './layoutDrop';
import { NO_ROOM_MESSAGE, TOP_LEVEL_TAB_MESSAGE } from './layoutRules';
import { chartIdsInLayout } from './layoutParse';
import { GRID_ID, ROOT_ID } from './layoutTypes';

describe('dropComponent: legal parents', () => {
  it('refuses illegal pairs and leaves the layout as it was', () => {
    const layout = gridLayout();
    const cases = [
      { item: { newType: 'HEADER' as const }, parentId: 'ROW-1' },
      { item: { newType: 'DIVIDER' as const }, parentId: 'ROW-1' },
      { item: { newType: 'ROW' as const }, parentId: 'ROW-1' },
      { item: { newType: 'CHART' as const, meta: { chartId: 50 } }, parentId: 'TABS-1' },
      { item: { newType: 'TAB' as const }, parentId: GRID_ID },
      { item: { id: 'CHART-1' }, parentId: 'CHART-2' },
      { item: { id: 'ROW-2' }, parentId: 'COLUMN-1' },
      { item: { id: GRID_ID }, parentId: 'TAB-1' },
      { item: { id: 'HEADER_ID' }, parentId: GRID_ID },
      { item: { id: 'CHART-1' }, parentId: 'NOPE' },
    ];
    for (const drop of cases) {
      const outcome = dropComponent(layout, { ...drop, index: 0 });
      expect(outcome.error, JSON.stringify(drop)).toBe(INVALID_DROP_MESSAGE);
      expect(outcome.layout).toBe(layout);
      expect(outcome.droppedId).toBeNull();
    }
  });

  it('refuses containers nested too deep (a column in a row inside a column)', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { newType: 'COLUMN' },
      parentId: 'ROW-3',
      index: 0,
    });
    // ROW-3 sits at depth 4: it takes a column, but that column (5) could then take no row.
    expect(outcome.error).toBeNull();
    const nested = dropComponent(outcome.layout, {
      item: { newType: 'ROW' },
      parentId: outcome.droppedId!,
      index: 0,
    });
    expect(nested.error).toBe(INVALID_DROP_MESSAGE);
  });

  it('places a header straight into the grid and a divider into a tab', () => {
    const header = dropComponent(gridLayout(), {
      item: { newType: 'HEADER' },
      parentId: GRID_ID,
      index: 1,
    });
    expect(header.error).toBeNull();
    expect(header.layout[GRID_ID]?.children[1]).toBe(header.droppedId);
    const divider = dropComponent(gridLayout(), {
      item: { newType: 'DIVIDER' },
      parentId: 'TAB-1',
      index: 0,
    });
    expect(divider.layout['TAB-1']?.children[0]).toBe(divider.droppedId);
    expect(divider.layout[divider.droppedId!]?.parents).toEqual([
      ROOT_ID,
      GRID_ID,
      'TABS-1',
      'TAB-1',
    ]);
  });
});

describe('dropComponent: wrapping in a new row', () => {
  it.each(['CHART', 'MARKDOWN', 'COLUMN'] as const)('wraps a %s dropped into the grid', (type) => {
    const meta = type === 'CHART' ? { chartId: 42 } : {};
    const outcome = dropComponent(gridLayout(), {
      item: { newType: type, meta },
      parentId: GRID_ID,
      index: 1,
    });
    expect(outcome.error).toBeNull();
    const wrapperId = outcome.layout[GRID_ID]!.children[1]!;
    const wrapper = outcome.layout[wrapperId]!;
    expect(wrapper.type).toBe('ROW');
    expect(wrapper.children).toEqual([outcome.droppedId]);
    expect(outcome.layout[outcome.droppedId!]?.parents).toEqual([ROOT_ID, GRID_ID, wrapperId]);
  });

  it('wraps a chart moved into a tab, and removes the row it left empty', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { id: 'CHART-4' },
      parentId: 'TAB-2',
      index: 1,
    });
    expect(outcome.error).toBeNull();
    expect(outcome.layout['ROW-3']).toBeUndefined();
    expect(outcome.layout['COLUMN-1']?.children).toEqual(['CHART-3']);
    const wrapper = outcome.layout[outcome.layout['TAB-2']!.children[1]!]!;
    expect(wrapper.type).toBe('ROW');
    expect(wrapper.children).toEqual(['CHART-4']);
    expect(outcome.layout['CHART-4']?.parents).toEqual([
      ROOT_ID,
      GRID_ID,
      'TABS-1',
      'TAB-2',
      wrapper.id,
    ]);
  });
});

describe('dropComponent: width check', () => {
  it('refuses a component when the row has no room for its minimum width', () => {
    const full = layoutFrom({
      GRID_ID: ['GRID', ['ROW-1', 'ROW-2']],
      'ROW-1': ['ROW', ['CHART-1', 'CHART-2']],
      'CHART-1': chart(1, 6),
      'CHART-2': chart(2, 6),
      'ROW-2': ['ROW', ['CHART-3']],
      'CHART-3': chart(3, 4),
    });
    const outcome = dropComponent(full, { item: { id: 'CHART-3' }, parentId: 'ROW-1', index: 0 });
    expect(outcome.error).toBe(NO_ROOM_MESSAGE);
    expect(outcome.layout).toBe(full);
    const markdown = dropComponent(full, {
      item: { newType: 'MARKDOWN' },
      parentId: 'ROW-1',
      index: 2,
    });
    expect(markdown.error).toBe(
      'There is not enough space for this component. Try decreasing its width, or increasing the destination width.',
    );
  });

  it('fits the exact room, and narrows a component whose minimum fits', () => {
    const layout = gridLayout();
    const exact = dropComponent(layout, {
      item: { newType: 'MARKDOWN' },
      parentId: 'ROW-1',
      index: 2,
    });
    expect(exact.error).toBeNull();
    expect(exact.layout[exact.droppedId!]?.meta.width).toBe(4);
    const narrowed = dropComponent(layout, {
      item: { newType: 'CHART', meta: { chartId: 77, width: 6 } },
      parentId: 'ROW-1',
      index: 0,
    });
    expect(narrowed.error).toBeNull();
    expect(narrowed.layout[narrowed.droppedId!]?.meta.width).toBe(4);
    expect(narrowed.layout['ROW-1']?.children[0]).toBe(narrowed.droppedId);
  });

  it('lets a component move within its own full row', () => {
    const full = layoutFrom({
      GRID_ID: ['GRID', ['ROW-1']],
      'ROW-1': ['ROW', ['CHART-1', 'CHART-2']],
      'CHART-1': chart(1, 6),
      'CHART-2': chart(2, 6),
    });
    const outcome = dropComponent(full, { item: { id: 'CHART-1' }, parentId: 'ROW-1', index: 1 });
    expect(outcome.error).toBeNull();
    expect(outcome.layout['ROW-1']?.children).toEqual(['CHART-2', 'CHART-1']);
    expect(outcome.layout['CHART-1']?.meta.width).toBe(6);
  });

  it('bounds a row inside a column by the column width', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { id: 'CHART-1' },
      parentId: 'ROW-3',
      index: 1,
    });
    // COLUMN-1 is 6 wide, CHART-4 takes 3: CHART-1 (4) narrows to 3.
    expect(outcome.error).toBeNull();
    expect(outcome.layout['CHART-1']?.meta.width).toBe(3);
  });
});

describe('dropComponent: tabs', () => {
  it('gives a new TABS its first TAB', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { newType: 'TABS' },
      parentId: GRID_ID,
      index: 0,
    });
    expect(outcome.error).toBeNull();
    const tabs = outcome.layout[outcome.droppedId!]!;
    expect(tabs.type).toBe('TABS');
    expect(tabs.children).toHaveLength(1);
    const tab = outcome.layout[tabs.children[0]!]!;
    expect(tab.type).toBe('TAB');
    expect(tab.parents).toEqual([ROOT_ID, GRID_ID, tabs.id]);
  });

  it('refuses moving a top-level tab into nested tabs', () => {
    const layout = topTabsLayout();
    const outcome = dropComponent(layout, { item: { id: 'TAB-a' }, parentId: 'TABS-n', index: 0 });
    expect(outcome.error).toBe(TOP_LEVEL_TAB_MESSAGE);
    expect(outcome.error).toBe('Can not move top level tab into nested tabs');
    expect(outcome.layout).toBe(layout);
  });

  it('reorders top-level tabs', () => {
    const outcome = dropComponent(topTabsLayout(), {
      item: { id: 'TAB-b' },
      parentId: 'TABS-top',
      index: 0,
    });
    expect(outcome.error).toBeNull();
    expect(outcome.layout['TABS-top']?.children).toEqual(['TAB-b', 'TAB-a']);
  });

  it('removes nested tabs left empty by a move', () => {
    const layout = layoutFrom({
      GRID_ID: ['GRID', ['TABS-1', 'TABS-2']],
      'TABS-1': ['TABS', ['TAB-1']],
      'TAB-1': ['TAB', []],
      'TABS-2': ['TABS', ['TAB-2']],
      'TAB-2': ['TAB', []],
    });
    const outcome = dropComponent(layout, { item: { id: 'TAB-1' }, parentId: 'TABS-2', index: 1 });
    expect(outcome.error).toBeNull();
    expect(outcome.layout['TABS-1']).toBeUndefined();
    expect(outcome.layout[GRID_ID]?.children).toEqual(['TABS-2']);
    expect(outcome.layout['TABS-2']?.children).toEqual(['TAB-2', 'TAB-1']);
  });

  it('turns the grid into top-level tabs when a new TABS is dropped on ROOT', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { newType: 'TABS' },
      parentId: ROOT_ID,
      index: 0,
    });
    expect(outcome.error).toBeNull();
    expect(outcome.layout[ROOT_ID]?.children).toEqual([outcome.droppedId]);
    expect(outcome.layout[GRID_ID]).toBeUndefined();
    expect(chartIdsInLayout(outcome.layout)).toEqual([1, 2, 3, 4, 5, 6]);
    const again = dropComponent(outcome.layout, {
      item: { newType: 'TABS' },
      parentId: ROOT_ID,
      index: 0,
    });
    expect(again.error).toBe(INVALID_DROP_MESSAGE);
  });
});

describe('dropComponent: moves', () => {
  it('moves a chart between rows, removing the row left empty', () => {
    const layout = layoutFrom({
      GRID_ID: ['GRID', ['ROW-1', 'ROW-2']],
      'ROW-1': ['ROW', ['CHART-1']],
      'CHART-1': chart(1),
      'ROW-2': ['ROW', ['CHART-2']],
      'CHART-2': chart(2),
    });
    const outcome = dropComponent(layout, { item: { id: 'CHART-1' }, parentId: 'ROW-2', index: 1 });
    expect(outcome.error).toBeNull();
    expect(outcome.layout['ROW-1']).toBeUndefined();
    expect(outcome.layout[GRID_ID]?.children).toEqual(['ROW-2']);
    expect(outcome.layout['ROW-2']?.children).toEqual(['CHART-2', 'CHART-1']);
    expect(outcome.layout['CHART-1']?.parents).toEqual([ROOT_ID, GRID_ID, 'ROW-2']);
    expect(outcome.droppedId).toBe('CHART-1');
    // The input is untouched.
    expect(layout['ROW-1']?.children).toEqual(['CHART-1']);
  });

  it('keeps a row that still has children', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { id: 'CHART-1' },
      parentId: GRID_ID,
      index: 0,
    });
    expect(outcome.layout['ROW-1']?.children).toEqual(['CHART-2']);
    expect(outcome.layout[GRID_ID]?.children).toHaveLength(4);
  });

  it('does not add a chart twice', () => {
    const outcome = dropComponent(gridLayout(), {
      item: { newType: 'CHART', meta: { chartId: 1 } },
      parentId: GRID_ID,
      index: 0,
    });
    expect(outcome.error).toBe(CHART_ALREADY_ADDED_MESSAGE);
  });
});
