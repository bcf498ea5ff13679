/**
 * A layout component's height in px as the grid will lay it out, estimated from the layout alone
 * (before anything is rendered): charts and markdown by their height units, rows by their
 * tallest child, columns and tabs by their stacked children. Only decides how much of a long
 * dashboard to render first; the real boxes are measured once rendered.
 */
import {
  GRID_DEFAULT_CHART_HEIGHT,
  GRID_GUTTER_SIZE,
  type DashboardLayout,
} from '@common/dashboard/layoutTypes';
import { heightPx } from './gridSizes';

/** Px of the parts the layout does not size in units (as layout.css draws them, roughly). */
const HEADER_PX = 64;
const DIVIDER_PX = 32;
const TAB_BAR_PX = 48;

const stacked = (heights: number[]) =>
  heights.reduce((sum, h) => sum + h, 0) + GRID_GUTTER_SIZE * Math.max(0, heights.length - 1);

/** The estimated px height of component `id` (0 when unknown). */
export function estimatedHeightPx(layout: DashboardLayout, id: string, depth = 0): number {
  const item = layout[id];
  // A malformed layout could nest itself; nothing real is that deep.
  if (!item || depth > 32) return 0;
  const children = () => item.children.map((child) => estimatedHeightPx(layout, child, depth + 1));
  switch (item.type) {
    case 'CHART':
    case 'MARKDOWN':
      return heightPx(item.meta.height ?? GRID_DEFAULT_CHART_HEIGHT);
    case 'ROW':
      return Math.max(0, ...children());
    case 'HEADER':
      return HEADER_PX;
    case 'DIVIDER':
      return DIVIDER_PX;
    case 'TABS':
      return TAB_BAR_PX + Math.max(0, ...children());
    default:
      return stacked(children());
  }
}

/**
 * How many of `ids` (stacked with gutters) to render first so that they reach at least `px` down;
 * at least one, and all when they do not reach it together.
 */
export function firstItemsCount(layout: DashboardLayout, ids: string[], px: number): number {
  let bottom = 0;
  for (let index = 0; index < ids.length; index += 1) {
    bottom += estimatedHeightPx(layout, ids[index] ?? '') + (index > 0 ? GRID_GUTTER_SIZE : 0);
    if (bottom >= px) return index + 1;
  }
  return ids.length;
}

/** The estimated px height of `ids` stacked with gutters (what stands in for them unrendered). */
export function stackedHeightPx(layout: DashboardLayout, ids: string[]): number {
  return stacked(ids.map((id) => estimatedHeightPx(layout, id)));
}
