import { describe, expect, it } from 'vitest';
import {
  chartSaveCall,
  defaultSaveAction,
  saveFailureText,
  saveToasts,
  type SaveContext,
} from './saveRequest';

const formData = { viz_type: 'pie', datasource: '3__table', metric: 'count', slice_id: 5 };
const queryContext = { datasource: { id: 3, type: 'table' }, queries: [{ metrics: ['count'] }] };
const saved: SaveContext = {
  formData,
  queryContext,
  datasourceId: 3,
  slice: { slice_id: 5, dashboards: [10] },
};

describe('chartSaveCall', () => {
  it('posts a new chart with params and query_context as JSON text', () => {
    const call = chartSaveCall(
      { action: 'saveas', sliceName: ' Sales ', dashboard: { kind: 'none' } },
      { ...saved, slice: null },
      null,
    );
    expect(call.method).toBe('POST');
    expect(call.chartId).toBeNull();
    expect(call.body).toMatchObject({
      slice_name: 'Sales',
      viz_type: 'pie',
      datasource_id: 3,
      datasource_type: 'table',
      dashboards: [],
    });
    expect(JSON.parse(call.body.params as string)).toEqual({
      viz_type: 'pie',
      datasource: '3__table',
      metric: 'count',
    });
    expect(JSON.parse(call.body.query_context as string)).toEqual(queryContext);
  });

  it('saves as new from a saved chart without its dashboards', () => {
    const call = chartSaveCall(
      { action: 'saveas', sliceName: 'Copy', dashboard: { kind: 'existing', id: 11, title: 'B' } },
      saved,
      11,
    );
    expect(call).toMatchObject({ method: 'POST', chartId: null, body: { dashboards: [11] } });
  });

  it('overwrites with PUT and keeps the dashboards the chart is on', () => {
    const call = chartSaveCall(
      { action: 'overwrite', sliceName: 'Sales', dashboard: { kind: 'new', title: 'New one' } },
      saved,
      12,
    );
    expect(call).toMatchObject({ method: 'PUT', chartId: 5, body: { dashboards: [10, 12] } });
    const again = chartSaveCall(
      {
        action: 'overwrite',
        sliceName: 'Sales',
        dashboard: { kind: 'existing', id: 10, title: 'A' },
      },
      saved,
      10,
    );
    expect(again.body.dashboards).toEqual([10]);
  });
});

describe('saveToasts', () => {
  it('says saved or overwritten, and what happened to the dashboard', () => {
    expect(saveToasts({ action: 'saveas', sliceName: 'S', dashboard: { kind: 'none' } })).toEqual([
      'Chart [S] has been saved',
    ]);
    expect(
      saveToasts({ action: 'overwrite', sliceName: 'S', dashboard: { kind: 'new', title: 'D' } }),
    ).toEqual([
      'Chart [S] has been overwritten',
      'Dashboard [D] just got created and chart [S] was added to it',
    ]);
    expect(
      saveToasts({
        action: 'saveas',
        sliceName: 'S',
        dashboard: { kind: 'existing', id: 1, title: 'D' },
      }),
    ).toEqual(['Chart [S] has been saved', 'Chart [S] was added to dashboard [D]']);
  });
});

describe('save rules', () => {
  it('falls back to the generic failure text without a detail', () => {
    expect(saveFailureText(undefined)).toBe('Failed to save slice');
    expect(saveFailureText('Name is required.')).toBe(
      'Sorry, there was an error saving this chart: Name is required.',
    );
  });

  it('defaults to overwrite only for an existing chart the user may overwrite', () => {
    expect(defaultSaveAction({ slice_id: 1 }, true)).toBe('overwrite');
    expect(defaultSaveAction({ slice_id: 1 }, false)).toBe('saveas');
    expect(defaultSaveAction(null, true)).toBe('saveas');
  });
});
