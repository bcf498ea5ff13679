/**
 * A queue of chart drawing jobs run in slices of at most SLICE_MS, each slice its own task, so
 * dozens of charts whose data arrives together never make one long task (issue 23, G7).
 */

/** Ms of jobs per task; one chart's init + setOption is typically 5–30 ms. */
const SLICE_MS = 40;

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

// A message is a macrotask without setTimeout's 4 ms clamp on chained calls.
const channel = typeof MessageChannel === 'undefined' ? null : new MessageChannel();
if (channel) {
  channel.port1.onmessage = runSlice;
  // Node (unit tests): an idle port must not keep the process alive.
  (channel.port1 as { unref?: () => void }).unref?.();
}

function schedule(): void {
  if (pending) return;
  pending = true;
  // A macrotask, so the browser can paint and handle input between slices.
  if (channel) channel.port2.postMessage(null);
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
