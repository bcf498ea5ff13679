// Superset's post-processing (pandas_postprocessing): operations run in list order, each on the
// previous one's frame, over columns. Unknown operations and bad options are the request's fault.
import type { PostProcessingRule } from '@common/api/chartData';
import { aggregate } from './aggregate';
import { boxplot } from './boxplot';
import { compare } from './compare';
import { contribution } from './contribution';
import { cum } from './cum';
import { diff } from './diff';
import { type Frame } from './frame';
import { flatten } from './flatten';
import { histogram } from './histogram';
import { invalid, type Options } from './options';
import { pivot } from './pivot';
import { rank } from './rank';
import { rename } from './rename';
import { resample } from './resample';
import { rolling } from './rolling';
import { select } from './select';
import { sort } from './sort';

/** One operation: a new frame from a frame and the rule's options. */
export type Operation = (frame: Frame, options: Options) => Frame;

/** The operations by Superset's names. */
export const OPERATIONS: Readonly<Record<string, Operation>> = {
  aggregate,
  boxplot,
  compare,
  contribution,
  cum,
  diff,
  flatten,
  histogram,
  pivot,
  rank,
  rename,
  resample,
  rolling,
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
