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

/** Space the legend takes on the side it sits, so the chart does not draw under it. */
export function legendMargin(formData: Record<string, unknown>): Record<string, number> {
  if (formData.show_legend === false) return {};
  const orientation = String(formData.legendOrientation ?? 'top');
  return { [orientation]: orientation === 'left' || orientation === 'right' ? 140 : 36 };
}
