import { useEffect, useState } from 'react';
import { type RunTimes, runDuration, runIsOngoing } from '@common/runDuration';

const TICK_MS = 100;

/**
 * A run's duration by its own record (`common/runDuration.ts`); while the run is in progress
 * it ticks, so the time so far stays current.
 */
export function RunDuration({ run, className }: { run: RunTimes; className?: string }) {
  const [now, setNow] = useState(() => Date.now());
  // Only a run whose duration depends on the clock ticks: a finished one never re-renders.
  const ticking = runIsOngoing(run);
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);
  return (
    <span className={className} aria-label="Duration">
      {runDuration(run, now)}
    </span>
  );
}
