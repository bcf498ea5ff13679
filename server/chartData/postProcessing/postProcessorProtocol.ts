// Messages between the API and the post-processing thread.
import type { PostProcessingRule } from '@common/api/chartData';

/** What one post-processing run needs: the main table first, then one per offset. */
export interface PostProcessingJob {
  tables: Uint8Array[];
  /** The time offsets of tables[1…], in order ("1 year ago"). */
  offsets: string[];
  timeColumn: string | null;
  joinColumns: string[];
  metrics: string[];
  rules: PostProcessingRule[];
}

export type ToPostProcessorThread = PostProcessingJob & { id: number };

export type FromPostProcessorThread =
  | { type: 'ready' }
  | { type: 'done'; id: number; bytes: Uint8Array }
  | { type: 'failed'; id: number; error: { status: number; message: string; errorType: string } };
