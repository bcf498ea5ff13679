import type { EChartsCoreOption } from 'echarts/core';

/** An option split into what to draw now and the tooltip to add once the pointer comes. */
export interface DeferredTooltip {
  drawn: EChartsCoreOption;
  tooltip: EChartsCoreOption['tooltip'];
}

/**
 * The option without its tooltip, and the tooltip to add when the pointer first comes over the
 * chart: ECharts' tooltip reads its chart's offset in the page as it is created, a forced layout
 * per chart while a dashboard draws fifty (issue 23), and nobody sees it before pointing.
 */
export function deferTooltip(option: EChartsCoreOption): DeferredTooltip {
  if (option.tooltip === undefined) return { drawn: option, tooltip: undefined };
  const { tooltip, ...drawn } = option;
  return { drawn, tooltip };
}
