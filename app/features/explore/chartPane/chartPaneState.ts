import type { ChartStatus } from '../state/exploreState';

/** What the chart pane shows (`data-state` of explore-chart-state). */
export type ChartPaneView = 'empty' | 'loading' | 'rendered' | 'failed' | 'stopped';

/**
 * The pane's view of a chart status: nothing run yet is 'empty'; an answer not painted yet is
 * still 'loading'; a chart type that cannot load is 'failed'.
 */
export function chartPaneState(status: ChartStatus, pluginFailed: boolean): ChartPaneView {
  if (pluginFailed) return 'failed';
  switch (status) {
    case 'idle':
      return 'empty';
    case 'loading':
    case 'success':
      return 'loading';
    case 'rendered':
      return 'rendered';
    case 'failed':
      return 'failed';
    case 'stopped':
      return 'stopped';
  }
}
