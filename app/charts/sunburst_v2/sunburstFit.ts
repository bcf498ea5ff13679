/**
 * What fits in a sunburst's rings: a radial label shows only where the ring is thick enough for
 * its text and the arc wide enough for a line of it, and the total takes a size that fits the
 * hole — in a small dashboard box "FEMALE" ran across three rings and the total over the first.
 */
import { textWidth, widthPerPx } from '../shared/textWidth';

/** ECharts' default label size (px) and the room kept around a label. */
const LABEL_PX = 12;
const LABEL_PAD_PX = 6;
/** The total's largest and smallest sizes (px). */
const TOTAL_PX = 16;
const MIN_TOTAL_PX = 9;

/** The rings' radii in px: the hole and each ring's thickness. */
export interface Rings {
  hole: number;
  thickness: number;
}

/** The rings of a box: ECharts' `radius: [innerShare, '90%']` of half its smaller side. */
export function ringsOf(
  box: { width: number; height: number },
  innerShare: number,
  depth: number,
): Rings {
  const outer = (0.9 * Math.min(box.width, box.height)) / 2;
  const hole = innerShare * (Math.min(box.width, box.height) / 2);
  return { hole, thickness: (outer - hole) / Math.max(1, depth) };
}

/** Whether `text` fits, radially, in the arc of `share` of the circle at ring `level` (1 inside). */
export function labelFits(text: string, level: number, share: number, rings: Rings): boolean {
  const middle = rings.hole + (level - 0.5) * rings.thickness;
  const across = 2 * Math.PI * share * middle;
  return textWidth(text) + LABEL_PAD_PX <= rings.thickness && across >= LABEL_PX + 2;
}

/** The total's font size (px) for the hole, or 0 when not even the smallest fits. */
export function totalFontSize(text: string, hole: number): number {
  const perPx = widthPerPx(text, 'bold', 'sans-serif');
  const size = Math.min(TOTAL_PX, (2 * hole - LABEL_PAD_PX) / Math.max(perPx, 0.1));
  return size >= MIN_TOTAL_PX ? size : 0;
}
