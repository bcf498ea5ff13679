import type { ExampleChart } from './exampleChart';

/** Example charts of the timeseries chart types (filled in by the issue 22 work on those types). */
export const timeseriesExamples: ExampleChart[] = [];
