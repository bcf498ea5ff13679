import { frameFromColumnar, frameToColumnar } from './columnarFrame';
import { applyPostProcessing } from './applyPostProcessing';
import { joinTimeOffsets } from './joinTimeOffsets';
import { invalid } from './options';
import type { PostProcessingJob } from './postProcessorProtocol';

/** One job on this thread: decode, join the offsets, run the rules, encode. */
export function processTables(job: PostProcessingJob): Buffer {
  const [mainBytes, ...offsetBytes] = job.tables;
  if (!mainBytes) throw invalid('Post-processing needs a result table');
  if (offsetBytes.length !== job.offsets.length)
    throw invalid('Post-processing needs one table per time offset');
  let frame = frameFromColumnar(mainBytes);
  if (offsetBytes.length > 0) {
    if (!job.timeColumn)
      throw invalid('A time column must be specified when using a Time Comparison.');
    frame = joinTimeOffsets(
      frame,
      offsetBytes.map((bytes, i) => ({
        offset: job.offsets[i] ?? '',
        frame: frameFromColumnar(bytes),
      })),
      { timeColumn: job.timeColumn, joinColumns: job.joinColumns, metrics: job.metrics },
    );
  }
  return frameToColumnar(applyPostProcessing(frame, job.rules));
}
