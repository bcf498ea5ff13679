import { useCallback, useRef, useState } from 'react';

/** A callback ref and the element's content size, kept current with a ResizeObserver. */
export function useElementSize<T extends HTMLElement>(): [
  (element: T | null) => void,
  { width: number; height: number },
] {
  const [size, setSize] = useState({ width: 0, height: 0 });
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element) return;
    const measure = (width: number, height: number) =>
      setSize((old) =>
        old.width === Math.floor(width) && old.height === Math.floor(height)
          ? old
          : { width: Math.floor(width), height: Math.floor(height) },
      );
    measure(element.clientWidth, element.clientHeight);
    if (typeof ResizeObserver === 'undefined') return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry) measure(entry.contentRect.width, entry.contentRect.height);
    });
    observer.current.observe(element);
  }, []);
  return [ref, size];
}
