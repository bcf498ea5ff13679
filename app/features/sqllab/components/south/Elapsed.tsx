import { useEffect, useState } from 'react';
import { durationText } from './resultWording';

const TICK_MS = 100;

/** Time since `start` (epoch ms), ticking until `end` is known. */
export function Elapsed({ start, end }: { start: number; end?: number | null }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (end) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [end]);
  return (
    <span className="sqllab-elapsed" aria-label="Elapsed time">
      {durationText((end ?? now) - start)}
    </span>
  );
}
