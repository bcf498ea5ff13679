// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardLayout, LayoutItem } from '@common/dashboard/layoutTypes';
import { ChartRuntime } from '../chart/chartRuntime';
import { HandObserver } from '../chart/testing/HandObserver';
import { setEditMode } from '../state/dashboardSlice';
import { renderLayout } from './testLayoutHarness';

vi.mock('../chart/ChartHolder', () => ({
  ChartHolder: (props: { chartId: number }) => <div data-test={`chart-holder-${props.chartId}`} />,
}));

/** ROOT > GRID > `rows` rows of one 400 px chart each. */
function longLayout(rows: number): DashboardLayout {
  const items: LayoutItem[] = [
    { id: 'ROOT_ID', type: 'ROOT', children: ['GRID_ID'], meta: {} },
    {
      id: 'GRID_ID',
      type: 'GRID',
      children: Array.from({ length: rows }, (_, i) => `ROW-${i}`),
      meta: {},
    },
  ];
  for (let i = 0; i < rows; i += 1) {
    items.push({ id: `ROW-${i}`, type: 'ROW', children: [`CHART-${i}`], meta: {} });
    items.push({
      id: `CHART-${i}`,
      type: 'CHART',
      children: [],
      meta: { chartId: i + 1, width: 4, height: 50 },
    });
  }
  return Object.fromEntries(items.map((item) => [item.id, item]));
}

const holders = () => document.querySelectorAll('[data-test^="chart-holder-"]').length;
const rest = () => document.querySelector<HTMLElement>('[data-test="dashboard-grid-rest"]');

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a long grid', () => {
  it('renders first the rows that reach two viewports down, the rest once complete', async () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    window.innerHeight = 768;
    const runtime = new ChartRuntime(() => undefined);
    renderLayout(longLayout(10), { runtime });
    // 2 × 768 px: four 400 px rows with their gutters reach it.
    expect(holders()).toBe(4);
    expect(rest()?.style.height).toBe(`${6 * 400 + 5 * 16}px`);
    await act(async () => {
      runtime.completion.register(1);
      runtime.completion.report(1, true);
      runtime.completion.settle(1);
    });
    expect(holders()).toBe(10);
    expect(rest()).toBeNull();
  });

  it('renders the rest at once when what stands in for it comes near the view', async () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    window.innerHeight = 768;
    renderLayout(longLayout(10), { runtime: new ChartRuntime(() => undefined) });
    expect(holders()).toBe(4);
    const block = rest();
    await act(async () => HandObserver.last?.report(block as Element, false));
    expect(holders()).toBe(4);
    await act(async () => HandObserver.last?.report(block as Element, true));
    expect(holders()).toBe(10);
  });

  it('keeps every row once shown, also after leaving edit mode', async () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    window.innerHeight = 768;
    const { store } = renderLayout(longLayout(10), {
      runtime: new ChartRuntime(() => undefined),
      editMode: true,
    });
    expect(holders()).toBe(10);
    await act(async () => store.dispatch(setEditMode(false)));
    expect(holders()).toBe(10);
    expect(rest()).toBeNull();
  });

  it('renders everything in edit mode, at an anchor, and with a short page', () => {
    vi.stubGlobal('IntersectionObserver', HandObserver);
    window.innerHeight = 768;
    const runtime = new ChartRuntime(() => undefined);
    renderLayout(longLayout(10), { runtime, editMode: true });
    expect(holders()).toBe(10);
    cleanup();
    renderLayout(longLayout(10), { runtime, directPathToChild: ['GRID_ID', 'ROW-9'] });
    expect(holders()).toBe(10);
    cleanup();
    renderLayout(longLayout(3), { runtime });
    expect(holders()).toBe(3);
    expect(rest()).toBeNull();
  });
});
