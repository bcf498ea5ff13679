import { FLOW_EXAMPLE_CHARTS } from '@common/examples/flowExampleCharts';
import type { ExampleChart } from './exampleChart';

/**
 * Example charts of the Sankey, Graph, Tree, Heatmap, Calendar heatmap, Histogram and Bubble
 * types (two per type). The list lives in common/ so the app's tests can run each through its
 * chart type's buildQuery.
 */
export const flowExamples: ExampleChart[] = FLOW_EXAMPLE_CHARTS;
