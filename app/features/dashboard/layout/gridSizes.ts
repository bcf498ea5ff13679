/** Layout units to pixels: 12 grid columns with 16 px gutters, heights in 8 px units. */
import { GRID_BASE_UNIT, GRID_COLUMN_COUNT, GRID_GUTTER_SIZE } from '@common/dashboard/layoutTypes';

/** Width of one grid column in px for a grid `gridWidth` px wide (Superset's formula). */
export function columnWidthPx(gridWidth: number): number {
  return Math.max(0, (gridWidth + GRID_GUTTER_SIZE) / GRID_COLUMN_COUNT - GRID_GUTTER_SIZE);
}

/** Px width of a component `units` columns wide: its columns plus the gutters between them. */
export function widthPx(units: number, columnWidth: number): number {
  if (units <= 0) return 0;
  return Math.round(units * columnWidth + (units - 1) * GRID_GUTTER_SIZE);
}

/** Px height of `units` height units. */
export function heightPx(units: number): number {
  return units * GRID_BASE_UNIT;
}

/** Width units that fit best in `px` (the inverse of widthPx, rounded). */
export function unitsForWidth(px: number, columnWidth: number): number {
  return Math.round((px + GRID_GUTTER_SIZE) / (columnWidth + GRID_GUTTER_SIZE));
}

/** Height units for `px` (rounded). */
export function unitsForHeight(px: number): number {
  return Math.round(px / GRID_BASE_UNIT);
}
