/** How often a worker reads its running statement's progress; runs shorter than this send none. */
export const PROGRESS_POLL_MS = 500;

/**
 * A run's progress in whole percent: its statements count equally, and 100 is left for the
 * record's success (a statement at 100 % may still be sending its rows).
 */
export function overallProgress(index: number, count: number, percent: number): number {
  const share = (index + Math.min(100, Math.max(0, percent)) / 100) / Math.max(1, count);
  return Math.min(99, Math.floor(share * 100));
}

/**
 * Reads a run's progress every `everyMs` while it runs and reports each rise (never a fall, and
 * nothing while the engine cannot tell). Answers the function that stops it.
 */
export function pollProgress(
  read: () => number | undefined,
  statement: () => { index: number; count: number },
  report: (progress: number) => void,
  everyMs = PROGRESS_POLL_MS,
): () => void {
  let last = 0;
  const timer = setInterval(() => {
    const percent = read();
    if (percent === undefined) return;
    const { index, count } = statement();
    const progress = overallProgress(index, count, percent);
    if (progress <= last) return;
    last = progress;
    report(progress);
  }, everyMs);
  return () => clearInterval(timer);
}
