import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';

/** jsdom lacks matchMedia (antd reads it); tests call this before rendering antd components. */
export function stubMatchMedia(): void {
  vi.stubGlobal('matchMedia', () => ({
    matches: false,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

/** jsdom lacks ResizeObserver (antd's auto-sized text areas use it): a stand-in that never fires. */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * Everything antd's list pages need from a browser that jsdom lacks: matchMedia, ResizeObserver,
 * and a getComputedStyle that answers the element's own style for pseudo-elements (jsdom prints a
 * stack for each one antd asks for). Undo with unstubBrowser() and vi.restoreAllMocks().
 */
export function stubAntdBrowser(): void {
  stubMatchMedia();
  stubResizeObserver();
  const computedStyle = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element) => computedStyle(element));
}

/**
 * Undoes the stubs after a test, once what it rendered is unmounted: React may still run a
 * pending effect while it unmounts (antd reads matchMedia in one), which on a busy machine came
 * after the stubs were gone.
 */
export function unstubBrowser(): void {
  cleanup();
  vi.unstubAllGlobals();
}
