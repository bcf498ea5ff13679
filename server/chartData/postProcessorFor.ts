import type { AppContext } from '@server/context';
import { PostProcessor } from './postProcessing/postProcessor';

// One post-processor per app context, made on first use: most apps (and most tests) never
// post-process, and its threads start only when a job comes.
const processors = new WeakMap<AppContext, PostProcessor>();

/** The context's post-processor. */
export function postProcessorFor(ctx: AppContext): PostProcessor {
  let processor = processors.get(ctx);
  if (!processor) {
    processor = new PostProcessor();
    processors.set(ctx, processor);
  }
  return processor;
}

/** Stops the context's post-processor threads, if it has any; the next use makes a new one. */
export async function closePostProcessor(ctx: AppContext): Promise<void> {
  const processor = processors.get(ctx);
  processors.delete(ctx);
  await processor?.close();
}
