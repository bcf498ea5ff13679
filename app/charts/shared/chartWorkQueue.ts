/**
 * A queue of chart drawing jobs run in slices of at most SLICE_MS, one slice a frame, so
 * dozens of charts whose data arrives together never make one long task (issue 23, G7).
 */

/** Ms of jobs per task; one chart's init + setOption is typically 5–30 ms. */
const SLICE_MS = 120;

const jobs: (() => void)[] = [];
let pending = false;

function runSlice(): void {
  pending = false;
  const start = performance.now();
  while (jobs.length > 0 && performance.now() - start < SLICE_MS) {
    jobs.shift()?.();
  }
  if (jobs.length > 0) schedule();
}

function schedule(): void {
  if (pending) return;
  pending = true;
  // One slice a frame, just before it paints: the browser paints (and ECharts reports
  // `finished`) between slices, instead of one huge paint after a long chain of tasks.
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(runSlice);
  else setTimeout(runSlice, 0);
}

/** Queues one drawing job; answers a function that drops it if it has not run yet. */
export function scheduleChartWork(job: () => void): () => void {
  jobs.push(job);
  schedule();
  return () => {
    const index = jobs.indexOf(job);
    if (index >= 0) jobs.splice(index, 1);
  };
}
