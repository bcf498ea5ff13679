import { describe, expect, it } from 'vitest';
import { gridLayout, topTabsLayout } from './layoutFixtures';
import {
  availableWidth,
  componentDepth,
  isTopLevelTab,
  isValidChild,
  minimumWidth,
  occupiedWidth,
} from './layoutRules';
import type { ComponentType } from './layoutTypes';

describe('isValidChild', () => {
  const legal: [ComponentType, ComponentType, number][] = [
    ['ROOT', 'GRID', 0],
    ['ROOT', 'TABS', 0],
    ['GRID', 'ROW', 1],
    ['GRID', 'TABS', 1],
    ['GRID', 'HEADER', 1],
    ['GRID', 'DIVIDER', 1],
    ['GRID', 'CHART', 1],
    ['ROW', 'CHART', 2],
    ['ROW', 'MARKDOWN', 4],
    ['ROW', 'COLUMN', 2],
    ['COLUMN', 'CHART', 3],
    ['COLUMN', 'ROW', 3],
    ['COLUMN', 'MARKDOWN', 5],
    ['TABS', 'TAB', 2],
    ['TAB', 'ROW', 2],
    ['TAB', 'TABS', 2],
    ['TAB', 'CHART', 5],
  ];
  it.each(legal)('%s takes %s at depth %s', (parent, child, depth) => {
    expect(isValidChild(parent, child, depth)).toBe(true);
  });

  const illegal: [ComponentType, ComponentType, number][] = [
    ['ROOT', 'ROW', 0],
    ['ROOT', 'CHART', 0],
    ['GRID', 'TAB', 1],
    ['GRID', 'ROW', 2],
    ['ROW', 'ROW', 2],
    ['ROW', 'HEADER', 2],
    ['ROW', 'DIVIDER', 2],
    ['ROW', 'TABS', 2],
    ['ROW', 'CHART', 5],
    ['COLUMN', 'COLUMN', 3],
    ['COLUMN', 'ROW', 4],
    ['TABS', 'ROW', 2],
    ['TABS', 'CHART', 2],
    ['TAB', 'ROW', 4],
    ['TAB', 'TAB', 2],
    ['CHART', 'CHART', 2],
    ['MARKDOWN', 'CHART', 2],
    ['HEADER', 'CHART', 2],
    ['DIVIDER', 'CHART', 2],
  ];
  it.each(illegal)('%s does not take %s at depth %s', (parent, child, depth) => {
    expect(isValidChild(parent, child, depth)).toBe(false);
  });
});

describe('componentDepth', () => {
  it('counts containers but not tabs (a top-level tab counts like the grid)', () => {
    const grid = gridLayout();
    expect(componentDepth(grid, 'ROOT_ID')).toBe(0);
    expect(componentDepth(grid, 'GRID_ID')).toBe(1);
    expect(componentDepth(grid, 'ROW-1')).toBe(2);
    expect(componentDepth(grid, 'COLUMN-1')).toBe(3);
    expect(componentDepth(grid, 'ROW-3')).toBe(4);
    expect(componentDepth(grid, 'CHART-4')).toBe(5);
    expect(componentDepth(grid, 'TABS-1')).toBe(2);
    expect(componentDepth(grid, 'TAB-1')).toBe(2);
    expect(componentDepth(grid, 'ROW-4')).toBe(2);
    const top = topTabsLayout();
    expect(componentDepth(top, 'TAB-a')).toBe(1);
    expect(componentDepth(top, 'ROW-a')).toBe(2);
    expect(componentDepth(top, 'TABS-n')).toBe(2);
    expect(componentDepth(top, 'ROW-n')).toBe(2);
    expect(isTopLevelTab(top, 'TAB-a')).toBe(true);
    expect(isTopLevelTab(top, 'TAB-n1')).toBe(false);
    expect(isTopLevelTab(grid, 'TAB-1')).toBe(false);
  });
});

describe('widths', () => {
  it('sums a row, leaving out the moved item', () => {
    const layout = gridLayout();
    expect(occupiedWidth(layout, 'ROW-1')).toBe(8);
    expect(occupiedWidth(layout, 'ROW-1', 'CHART-1')).toBe(4);
    expect(availableWidth(layout, 'ROW-1')).toBe(4);
    expect(availableWidth(layout, 'ROW-1', 'CHART-2')).toBe(8);
    expect(occupiedWidth(layout, 'GRID_ID')).toBe(0);
  });

  it('bounds a row inside a column by the column width', () => {
    const layout = gridLayout();
    expect(availableWidth(layout, 'ROW-3')).toBe(3);
    expect(availableWidth(layout, 'COLUMN-1')).toBe(6);
    expect(availableWidth(layout, 'ROW-2')).toBe(6);
  });

  it('knows minimum widths', () => {
    const layout = gridLayout();
    expect(minimumWidth(layout, 'CHART-1')).toBe(1);
    expect(minimumWidth(layout, 'ROW-1')).toBe(2);
    expect(minimumWidth(layout, 'COLUMN-1')).toBe(1);
    expect(minimumWidth(layout, 'TABS-1')).toBe(0);
  });
});
