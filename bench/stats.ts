/** Median of samples (ms). */
export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** The p-th percentile (0–100) of samples. */
export function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/**
 * Measures a baseline and a candidate interleaved (ABBA), after warm-ups, so both see the same
 * machine state; returns their samples.
 */
export function abba(
  baseline: () => Promise<unknown>,
  candidate: () => Promise<unknown>,
  samples = 15,
  warmups = 3,
): Promise<{ baseline: number[]; candidate: number[] }> {
  const time = async (fn: () => Promise<unknown>) => {
    const start = performance.now();
    await fn();
    return performance.now() - start;
  };
  return abbaSamples(
    () => time(baseline),
    () => time(candidate),
    samples,
    warmups,
  );
}

/** Like abba, but each run answers its own sample (e.g. a time the page measured). */
export async function abbaSamples<T>(
  baseline: () => Promise<T>,
  candidate: () => Promise<T>,
  samples = 15,
  warmups = 3,
): Promise<{ baseline: T[]; candidate: T[] }> {
  for (let i = 0; i < warmups; i++) {
    await baseline();
    await candidate();
  }
  const result = { baseline: [] as T[], candidate: [] as T[] };
  for (let i = 0; i < samples; i++) {
    if (i % 2 === 0) {
      result.baseline.push(await baseline());
      result.candidate.push(await candidate());
    } else {
      result.candidate.push(await candidate());
      result.baseline.push(await baseline());
    }
  }
  return result;
}

/** Formats milliseconds for the report. */
export function ms(value: number): string {
  return `${value.toFixed(1)} ms`;
}
