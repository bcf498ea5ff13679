/**
 * The smallest time-axis step whose labels fit the plot side by side. ECharts picks a step from
 * the data's range alone and then hides labels that overlap; in a narrow chart of four years it
 * kept every "Jul" and hid every year ("Jul Jul Jul Jul"). Asking for a step whose labels all fit
 * (`minInterval`) keeps the year labels, which the formatter writes at each January.
 */

const DAY_MS = 24 * 3600 * 1000;
/** ECharts' own time steps (about): a day up to ten years. */
const STEPS_MS = [1, 2, 7, 14, 30, 91, 182, 365, 730, 1826, 3652].map((days) => days * DAY_MS);
/** Px a time label takes with the space between labels ("2013", "Jul", "Mar 14"). */
const LABEL_SLOT_PX = 50;
/** Px of the chart not given to the plot (y-axis labels, grid margins). */
const PLOT_MARGIN_PX = 90;

/** The `minInterval` (ms) for a time axis of `x` values in a chart `width` px wide (0: none). */
export function timeAxisMinInterval(x: ArrayLike<number | string>, width: number): number {
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < x.length; i += 1) {
    const value = Number(x[i]);
    if (!Number.isFinite(value)) continue;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  const slots = Math.floor((width - PLOT_MARGIN_PX) / LABEL_SLOT_PX);
  if (!(max > min) || slots < 1) return 0;
  const wanted = (max - min) / slots;
  return STEPS_MS.find((step) => step >= wanted) ?? 0;
}
