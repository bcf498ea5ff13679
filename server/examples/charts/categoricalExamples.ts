import { CATEGORICAL_EXAMPLE_CHARTS } from '@common/examples/categoricalExampleCharts';
import type { ExampleChart } from './exampleChart';

/**
 * Example charts of the categorical chart types (pie, funnel, gauge, radar, treemap, sunburst,
 * waterfall, box plot; two per type). The list lives in common/ so the app's tests can run each
 * through its chart type's buildQuery.
 */
export const categoricalExamples: ExampleChart[] = CATEGORICAL_EXAMPLE_CHARTS;
