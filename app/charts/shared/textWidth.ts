/** Px widths of chart text, for layouts that must fit labels before ECharts draws them. */

/** ECharts' default label font. */
export const LABEL_FONT = '12px sans-serif';
/** Px per character where nothing can measure (tests): a little over a 12 px font's average. */
const ESTIMATED_CHAR_PX = 7.5;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/** The width of `text` in `font` as the browser draws it (estimated where it cannot measure). */
export function textWidth(text: string, font = LABEL_FONT): number {
  if (context === undefined) {
    context =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  if (!context) return text.length * ESTIMATED_CHAR_PX;
  context.font = font;
  return context.measureText(text).width;
}
