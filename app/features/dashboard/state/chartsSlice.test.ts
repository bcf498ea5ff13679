import { describe, expect, it } from 'vitest';
import { chartRunStarted, chartRunSucceeded } from './chartsSlice';
import { createDashboardStore } from './dashboardStore';

describe('chart runs in the page store', () => {
  it('notifies subscribers once for runs started together, after the state has them all', async () => {
    const store = createDashboardStore();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    for (const id of [1, 2, 3]) store.dispatch(chartRunStarted({ id, formData: { id } }));
    // The state changes at once; only the notification waits.
    expect(store.getState().charts.chartRuns[3]?.status).toBe('loading');
    expect(calls).toBe(0);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(1);
  });

  it('notifies an answer at once', () => {
    const store = createDashboardStore();
    let calls = 0;
    store.subscribe(() => (calls += 1));
    store.dispatch(chartRunSucceeded({ id: 1, queriesResponse: [] }));
    expect(calls).toBe(1);
  });
});
