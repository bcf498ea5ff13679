import { describe, expect, it } from 'vitest';
import type { DragSource } from './dragSource';
import { type Box, type BoxOf, resolveDropTarget } from './dropTarget';
import { fixtureLayout } from './testLayoutHarness';

// Screen boxes of the fixture: the grid 0..1200 wide; ROW-1 at y 100..500 holds CHART-1
// (0..392), MARKDOWN-1 (408..800) and COLUMN-1 (816..1200); the tab labels sit at y 600.
const boxes: Record<string, Box> = {
  GRID_ID: { left: 0, top: 0, width: 1200, height: 1000 },
  'HEADER-1': { left: 0, top: 0, width: 1200, height: 84 },
  'ROW-1': { left: 0, top: 100, width: 1200, height: 400 },
  'CHART-1': { left: 0, top: 100, width: 392, height: 400 },
  'MARKDOWN-1': { left: 408, top: 100, width: 392, height: 240 },
  'COLUMN-1': { left: 816, top: 100, width: 384, height: 320 },
  'CHART-2': { left: 816, top: 100, width: 384, height: 320 },
  'DIVIDER-1': { left: 0, top: 516, width: 1200, height: 20 },
  'TABS-1': { left: 0, top: 552, width: 1200, height: 448 },
  'TAB-a': { left: 0, top: 600, width: 1200, height: 400 },
  'ROW-2': { left: 0, top: 600, width: 1200, height: 400 },
  'CHART-3': { left: 0, top: 600, width: 592, height: 400 },
};
const labels: Record<string, Box> = {
  'TAB-a': { left: 0, top: 552, width: 100, height: 40 },
  'TAB-b': { left: 100, top: 552, width: 100, height: 40 },
};
const boxOf: BoxOf = (id, part) => (part === 'label' ? labels[id] : boxes[id]) ?? null;

const moving = (id: string, type: DragSource['type']): DragSource => ({
  kind: 'existing',
  id,
  type,
  label: id,
});
const fresh = (type: DragSource['type']): DragSource => ({ kind: 'new', type, label: type });

describe('resolveDropTarget', () => {
  const layout = fixtureLayout();

  it('places a chart before or after a chart of a row by the pointer side', () => {
    const hit = { layoutId: 'MARKDOWN-1', role: 'item' } as const;
    const left = resolveDropTarget(layout, fresh('CHART'), hit, { x: 450, y: 200 }, boxOf);
    expect(left).toMatchObject({ parentId: 'ROW-1', index: 1, noop: false });
    expect(left?.line).toMatchObject({ left: 400, width: 0 });
    const right = resolveDropTarget(layout, fresh('CHART'), hit, { x: 780, y: 200 }, boxOf);
    expect(right).toMatchObject({ parentId: 'ROW-1', index: 2 });
  });

  it('counts the index after the moved chart leaves its row, and spots no-op drops', () => {
    const hit = { layoutId: 'COLUMN-1', role: 'item' } as const;
    // Near the column's right edge: beside the column, not inside it.
    const after = resolveDropTarget(
      layout,
      moving('CHART-1', 'CHART'),
      hit,
      { x: 1195, y: 300 },
      boxOf,
    );
    expect(after).toMatchObject({ parentId: 'ROW-1', index: 2, noop: false });
    const self = { layoutId: 'CHART-1', role: 'item' } as const;
    const noop = resolveDropTarget(
      layout,
      moving('CHART-1', 'CHART'),
      self,
      { x: 10, y: 300 },
      boxOf,
    );
    expect(noop?.noop).toBe(true);
  });

  it('drops into a column away from its edges', () => {
    const hit = { layoutId: 'COLUMN-1', role: 'item' } as const;
    const inside = resolveDropTarget(layout, fresh('MARKDOWN'), hit, { x: 1000, y: 415 }, boxOf);
    expect(inside).toMatchObject({ parentId: 'COLUMN-1', index: 1 });
  });

  it('climbs to the grid for a row dragged over a chart, with a horizontal line', () => {
    const hit = { layoutId: 'CHART-1', role: 'item' } as const;
    const target = resolveDropTarget(
      layout,
      moving('DIVIDER-1', 'DIVIDER'),
      hit,
      { x: 100, y: 450 },
      boxOf,
    );
    expect(target).toMatchObject({ parentId: 'GRID_ID', index: 2 });
    expect(target?.line).toMatchObject({ top: 508, left: 0, width: 1200, height: 0 });
    // The divider already sits at index 2 of the grid: dropping right after ROW-1 is a no-op.
    expect(target?.noop).toBe(true);
  });

  it('never drops a component inside itself', () => {
    const hit = { layoutId: 'CHART-2', role: 'item' } as const;
    const target = resolveDropTarget(
      layout,
      moving('COLUMN-1', 'COLUMN'),
      hit,
      { x: 1000, y: 150 },
      boxOf,
    );
    expect(target?.parentId).toBe('ROW-1');
  });

  it('reorders tabs on the strip and drops content into a tab by its label', () => {
    const label = { layoutId: 'TAB-b', role: 'tabLabel' } as const;
    const before = resolveDropTarget(
      layout,
      moving('TAB-a', 'TAB'),
      label,
      { x: 190, y: 570 },
      boxOf,
    );
    expect(before).toMatchObject({ parentId: 'TABS-1', index: 1, noop: false });
    const into = resolveDropTarget(layout, fresh('CHART'), label, { x: 150, y: 570 }, boxOf);
    expect(into).toMatchObject({ parentId: 'TAB-b', index: 0 });
  });

  it('offers the root zone only to a new Tabs', () => {
    const root = { layoutId: 'ROOT_ID', role: 'root' } as const;
    expect(
      resolveDropTarget(layout, fresh('TABS'), root, { x: 0, y: 0 }, () => boxes.GRID_ID!),
    ).toMatchObject({ parentId: 'ROOT_ID', index: 0 });
    expect(resolveDropTarget(layout, fresh('CHART'), root, { x: 0, y: 0 }, boxOf)).toBeNull();
  });
});
