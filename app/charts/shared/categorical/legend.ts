import type { ControlSpec } from '../../types';

/** Superset's legendType control (plain or scrolling legend). */
export const legendType: ControlSpec = {
  name: 'legendType',
  type: 'SelectControl',
  label: 'Legend type',
  default: 'scroll',
  choices: [
    ['scroll', 'Scroll'],
    ['plain', 'Plain'],
  ],
  renderTrigger: true,
  visibility: (formData) => formData.show_legend !== false,
};

/** The ECharts legend option of show_legend / legendOrientation / legendType. */
export function legendOption(
  formData: Record<string, unknown>,
  names: string[],
): Record<string, unknown> {
  const orientation = String(formData.legendOrientation ?? 'top');
  const vertical = orientation === 'left' || orientation === 'right';
  return {
    show: formData.show_legend !== false,
    type: formData.legendType === 'plain' ? 'plain' : 'scroll',
    orient: vertical ? 'vertical' : 'horizontal',
    [orientation]: 0,
    ...(vertical ? { top: 'middle' } : { left: 'center' }),
    data: names,
  };
}

/** Px of a side legend besides its longest name: the swatch, the gap and the padding. */
const SIDE_LEGEND_EXTRA_PX = 44;
/** Px per character of a 12 px legend name, on average. */
const LEGEND_CHAR_PX = 7;
/** The widest a side legend gets (longer names scroll or are cut, as in Superset). */
const SIDE_LEGEND_MAX_PX = 140;
const TOP_LEGEND_PX = 36;

/**
 * Space the legend takes on the side it sits, so the chart does not draw under it: a side
 * legend as wide as its longest name needs (at most 140 px), a top or bottom one a row.
 */
export function legendMargin(
  formData: Record<string, unknown>,
  names: string[] = [],
): Record<string, number> {
  if (formData.show_legend === false) return {};
  const orientation = String(formData.legendOrientation ?? 'top');
  if (orientation !== 'left' && orientation !== 'right') return { [orientation]: TOP_LEGEND_PX };
  const longest = Math.max(0, ...names.map((name) => name.length));
  const needed = names.length ? SIDE_LEGEND_EXTRA_PX + longest * LEGEND_CHAR_PX : Infinity;
  return { [orientation]: Math.min(SIDE_LEGEND_MAX_PX, needed) };
}
