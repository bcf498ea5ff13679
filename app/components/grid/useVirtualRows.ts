import { type RefObject, useCallback, useEffect, useState } from 'react';

/** Rows drawn beyond each edge of the viewport, so a fast scroll does not show blank space. */
const OVERSCAN = 8;
/** Used until the container has been measured (and in jsdom, which does not lay out). */
const FALLBACK_HEIGHT = 480;

export interface VirtualWindow {
  /** First row to draw (inclusive). */
  start: number;
  /** Row after the last one to draw (exclusive). */
  end: number;
  /** Height of everything, in pixels. */
  totalHeight: number;
  onScroll: () => void;
}

/**
 * Which rows of a fixed-row-height list are visible in a scrolling container. Only those rows
 * (plus a small overscan) are rendered, however many rows there are.
 */
export function useVirtualRows(
  container: RefObject<HTMLElement | null>,
  rowCount: number,
  rowHeight: number,
  headerHeight = 0,
): VirtualWindow {
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(FALLBACK_HEIGHT);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const measure = () => setHeight(element.clientHeight || FALLBACK_HEIGHT);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container]);

  const onScroll = useCallback(() => {
    const element = container.current;
    if (element) setScrollTop(element.scrollTop);
  }, [container]);

  const visible = Math.ceil(Math.max(0, height - headerHeight) / rowHeight) + 1;
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const start = Math.max(0, Math.min(first, rowCount) - OVERSCAN);
  const end = Math.min(rowCount, first + visible + OVERSCAN);
  return { start, end, totalHeight: rowCount * rowHeight, onScroll };
}
