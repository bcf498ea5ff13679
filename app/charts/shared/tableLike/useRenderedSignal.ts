import { useEffect, useRef } from 'react';

/**
 * Calls `onRendered` once per props object, after React committed it and the browser had a
 * frame to paint it (charts drawn as HTML have no 'finished' event of their own).
 */
export function useRenderedSignal(props: unknown, onRendered: () => void): void {
  const callback = useRef(onRendered);
  callback.current = onRendered;
  useEffect(() => {
    let done = false;
    const frame = requestAnimationFrame(() => {
      done = true;
      callback.current();
    });
    return () => {
      if (!done) cancelAnimationFrame(frame);
    };
  }, [props]);
}
