/**
 * While the dashboard has unsaved changes, a click on a link that would leave the page inside
 * the app is held until the user chooses: stay, or leave and lose the changes (then the same
 * link is followed, by the router or the browser as it would have been).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { leavingPath } from './inAppLeave';
import { allowLeaving } from './useLeaveGuard';

export interface InAppLeaveGuard {
  /** Where the held link goes (null: nothing held). */
  pending: string | null;
  stay: () => void;
  leave: () => void;
}

/** Holds in-app links while `active` (see the file comment). */
export function useInAppLeaveGuard(active: boolean): InAppLeaveGuard {
  const [pending, setPending] = useState<string | null>(null);
  const held = useRef<HTMLAnchorElement | null>(null);
  const passing = useRef(false);

  useEffect(() => {
    if (!active) return undefined;
    // Capture on the window: before the router's own handler on the app's root sees the click.
    const onClick = (event: MouseEvent) => {
      if (passing.current) return;
      const path = leavingPath(event, window.location);
      if (path === null) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = (event.target as Element).closest('a');
      setPending(path);
    };
    window.addEventListener('click', onClick, true);
    return () => window.removeEventListener('click', onClick, true);
  }, [active]);

  const stay = useCallback(() => {
    held.current = null;
    setPending(null);
  }, []);

  const leave = useCallback(() => {
    const link = held.current;
    held.current = null;
    setPending(null);
    if (!link) return;
    allowLeaving();
    passing.current = true;
    try {
      link.click();
    } finally {
      passing.current = false;
    }
  }, []);

  return { pending, stay, leave };
}
