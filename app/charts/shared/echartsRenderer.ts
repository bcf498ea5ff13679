// Which ECharts renderer draws a chart. SVG costs a page nothing per frame once drawn, where
// every canvas on the page adds to each frame's commit (a dashboard drawing 50 charts across
// frames paid 13–125 ms a frame for its canvases; issue 23, G7). Canvas stays the choice for
// charts with many marks, which SVG would turn into thousands of DOM nodes.
import type { EChartsCoreOption } from 'echarts/core';

/** Marks (data items) above which a chart draws on a canvas even where SVG is preferred. */
export const SVG_MAX_MARKS = 3000;

const lengthOf = (data: unknown): number =>
  Array.isArray(data) || ArrayBuffer.isView(data) ? (data as ArrayLike<unknown>).length : 0;

/** The data items an option draws: its series' data, or its dataset rows once per series. */
export function optionMarks(option: EChartsCoreOption): number {
  const series = Array.isArray(option.series) ? option.series : [option.series];
  const datasets = Array.isArray(option.dataset) ? option.dataset : [option.dataset];
  const rows = datasets.reduce<number>(
    (total, dataset) => total + lengthOf((dataset as { source?: unknown } | undefined)?.source),
    0,
  );
  return series.reduce<number>((total, entry) => {
    const data = (entry as { data?: unknown } | undefined)?.data;
    return total + (data === undefined ? rows : lengthOf(data));
  }, 0);
}

/** The renderer for an option: SVG when preferred and the chart is light enough, else canvas. */
export function echartsRenderer(option: EChartsCoreOption, preferSvg: boolean): 'svg' | 'canvas' {
  return preferSvg && optionMarks(option) <= SVG_MAX_MARKS ? 'svg' : 'canvas';
}
