import { describe, expect, it } from 'vitest';
import type { DashboardLayout, LayoutItem } from '@common/dashboard/layoutTypes';
import { estimatedHeightPx, firstItemsCount, stackedHeightPx } from './estimatedHeight';

const item = (
  id: string,
  type: LayoutItem['type'],
  children: string[] = [],
  meta: LayoutItem['meta'] = {},
): LayoutItem => ({ id, type, children, meta });

const layout: DashboardLayout = Object.fromEntries(
  [
    item('ROW-1', 'ROW', ['CHART-a', 'CHART-b']),
    item('CHART-a', 'CHART', [], { chartId: 1, height: 50 }),
    item('CHART-b', 'CHART', [], { chartId: 2, height: 30 }),
    item('ROW-2', 'ROW', ['COLUMN-1', 'MARKDOWN-1']),
    item('COLUMN-1', 'COLUMN', ['CHART-c', 'CHART-d']),
    item('CHART-c', 'CHART', [], { chartId: 3, height: 20 }),
    item('CHART-d', 'CHART', [], { chartId: 4 }),
    item('MARKDOWN-1', 'MARKDOWN', [], { height: 10 }),
    item('HEADER-1', 'HEADER'),
    item('DIVIDER-1', 'DIVIDER'),
    item('TABS-1', 'TABS', ['TAB-1', 'TAB-2']),
    item('TAB-1', 'TAB', ['ROW-1']),
    item('TAB-2', 'TAB', ['ROW-2']),
    item('LOOP', 'COLUMN', ['LOOP']),
  ].map((entry) => [entry.id, entry]),
);

describe('estimatedHeightPx', () => {
  it('sizes charts and markdown by their units, rows by the tallest child, columns stacked', () => {
    expect(estimatedHeightPx(layout, 'CHART-a')).toBe(400);
    expect(estimatedHeightPx(layout, 'CHART-d')).toBe(400); // the default 50 units
    expect(estimatedHeightPx(layout, 'ROW-1')).toBe(400);
    expect(estimatedHeightPx(layout, 'COLUMN-1')).toBe(160 + 16 + 400);
    expect(estimatedHeightPx(layout, 'ROW-2')).toBe(576);
  });

  it('gives tabs their bar and tallest tab; unknown ids and loops end at nothing', () => {
    expect(estimatedHeightPx(layout, 'TABS-1')).toBe(48 + 576);
    expect(estimatedHeightPx(layout, 'HEADER-1')).toBeGreaterThan(0);
    expect(estimatedHeightPx(layout, 'missing')).toBe(0);
    expect(Number.isFinite(estimatedHeightPx(layout, 'LOOP'))).toBe(true);
  });
});

describe('firstItemsCount', () => {
  const rows = ['ROW-1', 'ROW-2', 'ROW-1', 'ROW-2'];

  it('takes the items that reach the given depth, counting the gutters between them', () => {
    expect(firstItemsCount(layout, rows, 400)).toBe(1);
    expect(firstItemsCount(layout, rows, 401)).toBe(2);
    expect(firstItemsCount(layout, rows, 400 + 16 + 576)).toBe(2);
    expect(firstItemsCount(layout, rows, 400 + 16 + 576 + 1)).toBe(3);
  });

  it('takes them all when together they do not reach it, and at least one', () => {
    expect(firstItemsCount(layout, rows, 100_000)).toBe(4);
    expect(firstItemsCount(layout, rows, 0)).toBe(1);
    expect(firstItemsCount(layout, [], 500)).toBe(0);
  });

  it('sizes what stands in for the rest as they would stack', () => {
    expect(stackedHeightPx(layout, ['ROW-1', 'ROW-2'])).toBe(400 + 16 + 576);
    expect(stackedHeightPx(layout, [])).toBe(0);
  });
});
