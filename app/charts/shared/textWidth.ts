/** Px widths of chart text, for layouts that must fit text before it is drawn. */

/** ECharts' default label font. */
export const LABEL_FONT = '12px sans-serif';
/** The app's UI font (app/styles.css), for text the chart draws as HTML. */
export const UI_FONT_FAMILY = "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif";
/** Average character width in em where nothing can measure (tests): a little over the usual. */
const ESTIMATED_CHAR_EM = 0.625;

let context: OffscreenCanvasRenderingContext2D | null | undefined;

/** The width of `text` in `font` as the browser draws it (estimated where it cannot measure). */
export function textWidth(text: string, font = LABEL_FONT): number {
  if (context === undefined) {
    context =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  if (!context) {
    const size = Number(/(\d+(?:\.\d+)?)px/.exec(font)?.[1] ?? 12);
    return text.length * size * ESTIMATED_CHAR_EM;
  }
  context.font = font;
  return context.measureText(text).width;
}

/** Measured at this size, a text's width scales to any other. */
const MEASURE_PX = 100;

/** The width of `text` per px of font size, in `weight` and `family` (sizes text to fit a width). */
export function widthPerPx(text: string, weight: string | number, family: string): number {
  return textWidth(text, `${weight} ${MEASURE_PX}px ${family}`) / MEASURE_PX;
}
