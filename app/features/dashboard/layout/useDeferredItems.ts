/**
 * A long grid renders first only the items that reach two viewports down (the data window the
 * charts ask for data in) and one sized block standing in for the rest; the rest render once the
 * first viewport is complete, or as soon as the block comes near the view (a scroll, a short
 * estimate). A 200-chart dashboard otherwise built all 200 boxes before the first chart could ask
 * for data (issue 23, G8). Edit mode and a page opened at an anchor render everything at once.
 */
import {
  type RefObject,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { ChartRuntimeContext, DATA_WINDOW_MARGIN } from '../chart/chartRuntime';
import { useDashboardSelector, useDashboardStore } from '../state/dashboardStore';
import { firstItemsCount, stackedHeightPx } from './estimatedHeight';

export interface DeferredItems {
  /** How many of the ids to render now. */
  count: number;
  /** Px height of the block standing in for the others (0: none). */
  restPx: number;
  /** The block's element, watched for coming near the view. */
  restRef: RefObject<HTMLDivElement | null>;
}

/** What of `ids` (a grid's items, top to bottom) to render now (see the file comment). */
export function useDeferredItems(ids: string[], editMode: boolean): DeferredItems {
  // Without a page's chart runtime (a layout shown on its own) nothing tells when it is complete.
  const runtime = useContext(ChartRuntimeContext);
  const store = useDashboardStore();
  const anchored = useDashboardSelector((state) => state.dashboard.ui.directPathToChild.length > 0);
  // No observer (tests, old browsers): nothing could tell when the rest comes near.
  const [released, setReleased] = useState(() => typeof IntersectionObserver === 'undefined');
  const restRef = useRef<HTMLDivElement>(null);
  const all = released || editMode || anchored || runtime === null;

  const { count, restPx } = useMemo(() => {
    if (all) return { count: ids.length, restPx: 0 };
    const layout = store.getState().layout.present;
    const first = firstItemsCount(layout, ids, 2 * window.innerHeight);
    return { count: first, restPx: stackedHeightPx(layout, ids.slice(first)) };
  }, [all, ids, store]);
  const deferring = count < ids.length;

  // Once everything has been shown it stays: leaving edit mode must not take rows away.
  useEffect(() => {
    if (all && !released) setReleased(true);
  }, [all, released]);

  useEffect(() => {
    if (!deferring || !runtime) return undefined;
    let done = false;
    // In slices (a transition): the page stays responsive while ~200 boxes are built.
    const release = () => {
      if (done) return;
      done = true;
      startTransition(() => setReleased(true));
    };
    const stopWaiting = runtime.completion.whenComplete(release);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) release();
      },
      { rootMargin: DATA_WINDOW_MARGIN },
    );
    if (restRef.current) observer.observe(restRef.current);
    return () => {
      done = true;
      stopWaiting();
      observer.disconnect();
    };
  }, [deferring, runtime]);

  return { count, restPx: deferring ? Math.max(1, restPx) : 0, restRef };
}
