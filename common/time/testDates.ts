// The fixed clock and date notation of the time-range tests.

// A fixed clock: Thursday 2024-03-14 15:26:37 (naive UTC), in a leap year. The milliseconds
// are there to check they are dropped, as Superset's clock has whole seconds.
export const NOW = new Date('2024-03-14T15:26:37.123Z');

/** "2024-03-07" or "2024-03-07T15:26:37" as the ISO text of that naive UTC moment. */
export function at(short: string | null): string | null {
  if (short === null) return null;
  const full = short.includes('T') ? short : `${short}T00:00:00`;
  return new Date(`${full}${full.length === 19 ? '.000' : ''}Z`).toISOString();
}
