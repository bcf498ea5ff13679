/**
 * A queue of chart drawing jobs run in slices of at most SLICE_MS, one slice a frame, so
 * dozens of charts whose data arrives together never make one long task (issue 23, G7).
 */

/**
 * Ms of jobs per task; one chart's init + setOption is typically 5–30 ms. Few long slices
 * rather than many short ones: every frame between them costs a compositor commit that grows
 * with the canvases on the page (~15–70 ms with 50 charts), and the frame's own work (the
 * charts' `finished` handlers) shares the slice's task, so the budget keeps room below the
 * 200 ms long-task limit.
 */
const SLICE_MS = 90;
/** How much a job may exceed the typical one before it would overrun the slice. */
const JOB_MARGIN = 1.5;

const jobs: (() => void)[] = [];
let pending = false;
// A typical job's ms (moving average): a slice starts another only if one would still fit. Not
// the longest: the page's first chart (ECharts' first init) is an outlier that would otherwise
// shorten every later slice.
let typicalJob = 0;

function runSlice(): void {
  pending = false;
  const start = performance.now();
  let now = start;
  do {
    const before = now;
    jobs.shift()?.();
    now = performance.now();
    const took = now - before;
    typicalJob = typicalJob === 0 ? took : 0.7 * typicalJob + 0.3 * took;
  } while (jobs.length > 0 && now - start + JOB_MARGIN * typicalJob <= SLICE_MS);
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
