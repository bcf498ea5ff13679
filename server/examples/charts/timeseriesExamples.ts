import { TIMESERIES_EXAMPLE_CHARTS } from '@common/examples/timeseriesExampleCharts';
import type { ExampleChart } from './exampleChart';

/**
 * Example charts of the timeseries chart types (two per type). The list lives in common/ so the
 * app's tests can run each through its chart type's buildQuery.
 */
export const timeseriesExamples: ExampleChart[] = TIMESERIES_EXAMPLE_CHARTS;
