// Apart from EchartsView so a page can set the mode without loading ECharts with its own code.
import { createContext } from 'react';

/**
 * How a page wants its charts drawn. Explore draws one chart, animated, at once; a dashboard
 * draws dozens that arrive together, so it turns animation off (a chart counts as rendered at
 * its first paint) and queues each chart's drawing in its own slice of a task (no long task).
 */
export interface EchartsDrawMode {
  animation: boolean;
  queued: boolean;
}

/** The draw mode of the charts below (default: animated, drawn at once). */
export const EchartsDrawModeContext = createContext<EchartsDrawMode>({
  animation: true,
  queued: false,
});
