import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Which way the strip can still scroll. */
export interface OverflowState {
  left: boolean;
  right: boolean;
}

/** A strip's scroll state: arrows show only on a side that has hidden tabs. */
export function overflowOf(scrollLeft: number, clientWidth: number, scrollWidth: number) {
  // Sub-pixel widths (zoom) leave a pixel of slack: it does not count as hidden tabs.
  return { left: scrollLeft > 1, right: scrollLeft + clientWidth < scrollWidth - 1 };
}

/**
 * Follows a horizontally scrolling element (scrolls, resizes, tabs added or removed) and
 * answers which arrows to show and a function that scrolls by most of a visible width.
 */
export function useOverflowArrows(
  ref: RefObject<HTMLElement | null>,
  contentKey: string,
): OverflowState & { scroll: (direction: 1 | -1) => void } {
  const [state, setState] = useState<OverflowState>({ left: false, right: false });

  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const next = overflowOf(element.scrollLeft, element.clientWidth, element.scrollWidth);
    setState((prev) => (prev.left === next.left && prev.right === next.right ? prev : next));
  }, [ref]);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      element.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [ref, measure]);

  // Tabs added, removed or renamed change the content's width, not the element's.
  useEffect(measure, [measure, contentKey]);

  const scroll = useCallback(
    (direction: 1 | -1) => {
      const element = ref.current;
      if (!element) return;
      element.scrollBy({ left: direction * Math.max(120, element.clientWidth * 0.7) });
    },
    [ref],
  );

  return { ...state, scroll };
}
