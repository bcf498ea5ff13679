import { categoricalExamples } from './charts/categoricalExamples';
import type { ExampleChart } from './charts/exampleChart';
import { flowExamples } from './charts/flowExamples';
import { tableLikeExamples } from './charts/tableLikeExamples';
import { timeseriesExamples } from './charts/timeseriesExamples';

/** Every example chart the first start creates, from the four chart-type group lists. */
export const EXAMPLE_CHARTS: readonly ExampleChart[] = [
  ...timeseriesExamples,
  ...categoricalExamples,
  ...tableLikeExamples,
  ...flowExamples,
];
