import { TABLE_LIKE_EXAMPLE_CHARTS } from '@common/examples/tableLikeExampleCharts';
import type { ExampleChart } from './exampleChart';

/**
 * Example charts of the table-like chart types: table, pivot table and the big numbers. The list
 * lives in common/ so the app's tests can run each through its chart type's buildQuery.
 */
export const tableLikeExamples: ExampleChart[] = TABLE_LIKE_EXAMPLE_CHARTS;
