import { describe, expect, it } from 'vitest';
import type { NativeFilterItem } from './dashboardMetadata';
import { dropComponent } from './layoutDrop';
import { nativeFilter } from './filterFixtures';
import { gridLayout, topTabsLayout } from './layoutFixtures';
import {
  SCOPE_CHANGE_WARNING,
  chartScopeChanged,
  chartsInScope,
  scopeFromChecked,
  scopeTree,
  tabsInScope,
} from './filterScope';
import { ROOT_ID } from './layoutTypes';

describe('chartsInScope', () => {
  it('covers every chart from ROOT_ID, minus the excluded ones', () => {
    const layout = gridLayout();
    expect(chartsInScope(layout, { rootPath: [ROOT_ID], excluded: [] })).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(chartsInScope(layout, { rootPath: [ROOT_ID], excluded: [2, 5] })).toEqual([1, 3, 4, 6]);
  });

  it('covers only the charts under a tab', () => {
    const layout = gridLayout();
    expect(chartsInScope(layout, { rootPath: ['TAB-2'], excluded: [] })).toEqual([6]);
    expect(chartsInScope(layout, { rootPath: ['TAB-1', 'TAB-2'], excluded: [5] })).toEqual([6]);
    expect(chartsInScope(layout, { rootPath: [], excluded: [] })).toEqual([]);
  });

  it('counts charts the layout does not place as under ROOT_ID', () => {
    const layout = gridLayout();
    expect(chartsInScope(layout, { rootPath: [ROOT_ID], excluded: [] }, [1, 99])).toContain(99);
    expect(chartsInScope(layout, { rootPath: ['TAB-1'], excluded: [] }, [99])).toEqual([5]);
  });
});

describe('tabsInScope', () => {
  it('lists tabs holding a chart in scope, nested ones included', () => {
    const layout = topTabsLayout();
    expect(tabsInScope(layout, { rootPath: [ROOT_ID], excluded: [] })).toEqual([
      'TAB-a',
      'TAB-b',
      'TAB-n1',
    ]);
    expect(tabsInScope(layout, { rootPath: [ROOT_ID], excluded: [2] })).toEqual(['TAB-a']);
  });
});

describe('scopeTree', () => {
  it('nests tabs and charts under ROOT, skipping rows, columns and empty tabs', () => {
    const tree = scopeTree(gridLayout(), { 1: 'Revenue' });
    expect(tree).toMatchObject({ id: ROOT_ID, type: 'ROOT', label: 'All panels' });
    expect(tree.children.map((node) => node.label)).toEqual([
      'Revenue',
      'Chart 2',
      'Chart 3',
      'Chart 4',
      'First',
      'Second',
    ]);
    const first = tree.children[4]!;
    expect(first).toMatchObject({ id: 'TAB-1', type: 'TAB' });
    expect(first.children).toEqual([
      { id: 'CHART-5', type: 'CHART', label: 'Chart 5', chartId: 5, children: [] },
    ]);
    const top = scopeTree(topTabsLayout(), {});
    expect(top.children.map((node) => node.id)).toEqual(['TAB-a', 'TAB-b']);
    expect(top.children[1]!.children[0]!.id).toBe('TAB-n1');
  });
});

describe('scopeFromChecked', () => {
  it('uses ROOT_ID when the checked charts share no tab', () => {
    expect(scopeFromChecked(gridLayout(), [1, 5])).toEqual({
      rootPath: [ROOT_ID],
      excluded: [2, 3, 4, 6],
    });
    expect(scopeFromChecked(gridLayout(), [1, 2, 3, 4, 5, 6])).toEqual({
      rootPath: [ROOT_ID],
      excluded: [],
    });
  });

  it('uses the tabs when every checked chart is in a tab', () => {
    expect(scopeFromChecked(gridLayout(), [5, 6])).toEqual({
      rootPath: ['TAB-1', 'TAB-2'],
      excluded: [],
    });
    expect(scopeFromChecked(topTabsLayout(), [2])).toEqual({ rootPath: ['TAB-n1'], excluded: [] });
    expect(scopeFromChecked(topTabsLayout(), [1, 2])).toEqual({
      rootPath: ['TAB-a', 'TAB-b'],
      excluded: [],
    });
  });

  it('gives an empty scope when nothing is checked', () => {
    expect(scopeFromChecked(gridLayout(), [])).toEqual({ rootPath: [], excluded: [] });
  });

  it('round-trips with chartsInScope', () => {
    const layout = gridLayout();
    for (const checked of [[1], [5], [5, 6], [2, 6], [3, 4]]) {
      expect(chartsInScope(layout, scopeFromChecked(layout, checked)).sort()).toEqual(
        [...checked].sort(),
      );
    }
  });
});

describe('chartScopeChanged', () => {
  it('warns when a move takes a chart out of a filter scope', () => {
    expect(SCOPE_CHANGE_WARNING).toBe('This chart has been moved to a different filter scope.');
    const before = gridLayout();
    const moved = dropComponent(before, { item: { id: 'CHART-5' }, parentId: 'TAB-2', index: 0 });
    const filters = [nativeFilter('F-1', ['TAB-1'])];
    expect(chartScopeChanged(before, moved.layout, 5, filters)).toBe(true);
    expect(chartScopeChanged(before, moved.layout, 6, filters)).toBe(false);
  });

  it('stays quiet for moves within the same scope and for dividers', () => {
    const before = gridLayout();
    const moved = dropComponent(before, { item: { id: 'CHART-1' }, parentId: 'ROW-1', index: 1 });
    expect(chartScopeChanged(before, moved.layout, 1, [nativeFilter('F-1', [ROOT_ID])])).toBe(
      false,
    );
    const divider: NativeFilterItem = { id: 'D', type: 'DIVIDER', title: 'x', description: '' };
    const toTab = dropComponent(before, { item: { id: 'CHART-1' }, parentId: 'TAB-1', index: 0 });
    expect(chartScopeChanged(before, toTab.layout, 1, [divider])).toBe(false);
  });
});
