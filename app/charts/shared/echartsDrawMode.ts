// Apart from EchartsView so a page can set the mode without loading ECharts with its own code.
import { createContext } from 'react';

/**
 * How a page wants its charts drawn. Explore draws one chart, animated, at once; a dashboard
 * draws dozens that arrive together, so it turns animation off (a chart counts as rendered at
 * its first paint), queues each chart's drawing in its own slice of a task (no long task) and
 * draws light charts as SVG.
 */
export interface EchartsDrawMode {
  animation: boolean;
  queued: boolean;
  /** Light charts as SVG (echartsRenderer.ts): a page of many charts pays no canvas per frame. */
  svg: boolean;
}

/** The draw mode of the charts below (default: animated, drawn at once). */
export const EchartsDrawModeContext = createContext<EchartsDrawMode>({
  animation: true,
  queued: false,
  svg: false,
});
