// Superset's post-processing (pandas_postprocessing): operations run in list order, each on the
// previous one's frame, over columns. Unknown operations and bad options are the request's fault.
import type { PostProcessingRule } from '@common/api/chartData';
import { type Frame } from './frame';
import { flatten } from './flatten';
import { invalid, type Options } from './options';
import { rename } from './rename';
import { select } from './select';
import { sort } from './sort';

/** One operation: a new frame from a frame and the rule's options. */
export type Operation = (frame: Frame, options: Options) => Frame;

/** The operations by Superset's names. */
export const OPERATIONS: Readonly<Record<string, Operation>> = {
  flatten,
  rename,
  select,
  sort,
};

/** Runs the rules in order; throws ChartQueryError (400) for an unknown operation or options. */
export function applyPostProcessing(frame: Frame, rules: readonly PostProcessingRule[]): Frame {
  let current = frame;
  for (const rule of rules) {
    if (!rule.operation) throw invalid('`operation` property of post processing object undefined');
    const operation = Object.hasOwn(OPERATIONS, rule.operation)
      ? OPERATIONS[rule.operation]
      : undefined;
    if (!operation) throw invalid(`Unsupported post processing operation: ${rule.operation}`);
    current = operation(current, rule.options ?? {});
  }
  return current;
}
