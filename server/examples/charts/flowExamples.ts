import type { ExampleChart } from './exampleChart';

/** Example charts of the flow chart types (filled in by the issue 22 work on those types). */
export const flowExamples: ExampleChart[] = [];
