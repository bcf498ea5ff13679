import { describe, expect, it } from 'vitest';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { DatasourcePayload } from '@common/api/datasets';
import type { ExploreSlice } from '@common/api/explore';
import {
  type ExploreState,
  exploreReducer,
  initialExploreState,
  renderFormData,
  STOPPED_MESSAGE,
} from './exploreState';

const datasource = { id: 3, name: 'main.sales' } as DatasourcePayload;
const formData = { viz_type: 'pie', datasource: '3__table', metric: 'count', color_scheme: 'a' };
const slice = {
  slice_id: 5,
  slice_name: 'Sales',
  owners: [1],
  dashboards: [],
} as unknown as ExploreSlice;
const entry = (fields: Partial<ChartDataResponseEntry> = {}) =>
  ({
    status: 'success',
    error: null,
    data: [{ count: 1 }],
    rowcount: 1,
    ...fields,
  }) as ChartDataResponseEntry;

function loaded(): ExploreState {
  return exploreReducer(initialExploreState(), {
    type: 'loaded',
    datasource,
    formData,
    slice,
    capabilities: { canAdd: true, canDownload: true, canOverwrite: true },
    force: false,
  });
}

function ran(state = loaded()): ExploreState {
  const started = exploreReducer(state, {
    type: 'chartUpdateStarted',
    formData: state.formData,
    at: 1,
  });
  return exploreReducer(started, {
    type: 'chartUpdateSucceeded',
    queriesResponse: [entry()],
    at: 2,
  });
}

describe('exploreReducer', () => {
  it('a reloaded dataset replaces only the dataset, and only when it is still the one shown', () => {
    const state = ran();
    const edited = { ...datasource, metrics: [{ metric_name: 'revenue' }] } as DatasourcePayload;
    const next = exploreReducer(state, { type: 'datasourceReloaded', datasource: edited });
    expect(next.datasource).toBe(edited);
    expect(next.formData).toBe(state.formData);
    expect(next.chart).toBe(state.chart);
    const other = { ...datasource, id: 4 } as DatasourcePayload;
    expect(exploreReducer(state, { type: 'datasourceReloaded', datasource: other })).toBe(state);
  });

  it('loads the dataset, form data, slice name and capabilities', () => {
    const state = loaded();
    expect(state.phase).toBe('ready');
    expect(state.sliceName).toBe('Sales');
    expect(state.canOverwrite).toBe(true);
    expect(state.chart.chartStatus).toBe('idle');
  });

  it('records a failed load', () => {
    const state = exploreReducer(initialExploreState(), {
      type: 'loadFailed',
      message: 'Not found',
    });
    expect(state).toMatchObject({ phase: 'failed', loadError: 'Not found' });
  });

  it('walks loading → success → rendered and records times and the queried form data', () => {
    const started = exploreReducer(loaded(), { type: 'chartUpdateStarted', formData, at: 10 });
    expect(started.chart).toMatchObject({
      chartStatus: 'loading',
      chartUpdateStartTime: 10,
      chartUpdateEndTime: null,
      latestQueryFormData: formData,
    });
    const done = exploreReducer(started, {
      type: 'chartUpdateSucceeded',
      queriesResponse: [entry()],
      at: 20,
    });
    expect(done.chart).toMatchObject({ chartStatus: 'success', chartUpdateEndTime: 20 });
    expect(exploreReducer(done, { type: 'chartRenderSucceeded' }).chart.chartStatus).toBe(
      'rendered',
    );
  });

  it('fails when an entry of a successful call failed', () => {
    const started = exploreReducer(loaded(), { type: 'chartUpdateStarted', formData, at: 1 });
    const done = exploreReducer(started, {
      type: 'chartUpdateSucceeded',
      queriesResponse: [entry({ status: 'failed', error: 'column "x" does not exist' })],
      at: 2,
    });
    expect(done.chart).toMatchObject({
      chartStatus: 'failed',
      chartAlert: 'column "x" does not exist',
    });
  });

  it('stops with the spec alert and fails with the message', () => {
    const started = exploreReducer(loaded(), { type: 'chartUpdateStarted', formData, at: 1 });
    expect(exploreReducer(started, { type: 'chartUpdateStopped', at: 2 }).chart).toMatchObject({
      chartStatus: 'stopped',
      chartAlert: STOPPED_MESSAGE,
    });
    expect(
      exploreReducer(started, { type: 'chartUpdateFailed', message: 'Network error', at: 2 }).chart,
    ).toMatchObject({ chartStatus: 'failed', chartAlert: 'Network error' });
  });

  it('ignores a late paint once a new run is loading', () => {
    const loading = exploreReducer(ran(), { type: 'chartUpdateStarted', formData, at: 3 });
    expect(exploreReducer(loading, { type: 'chartRenderSucceeded' }).chart.chartStatus).toBe(
      'loading',
    );
  });

  it('marks the chart stale after a query control change, not before the first run', () => {
    const change = { ...formData, metric: 'sum__x' };
    const before = exploreReducer(loaded(), {
      type: 'formDataChanged',
      formData: change,
      hiddenFormData: {},
      renderTriggers: [],
    });
    expect(before.stale).toBe(false);
    const after = exploreReducer(ran(), {
      type: 'formDataChanged',
      formData: change,
      hiddenFormData: { row_limit: 10 },
      renderTriggers: [],
    });
    expect(after.stale).toBe(true);
    expect(after.hiddenFormData).toEqual({ row_limit: 10 });
    const rerun = exploreReducer(after, { type: 'chartUpdateStarted', formData: change, at: 5 });
    expect(rerun.stale).toBe(false);
  });

  it('applies render-trigger changes to the shown answer without making it stale', () => {
    const state = exploreReducer(ran(), {
      type: 'formDataChanged',
      formData: { ...formData, color_scheme: 'b' },
      hiddenFormData: {},
      renderTriggers: ['color_scheme'],
    });
    expect(state.stale).toBe(false);
    expect(renderFormData(state)).toEqual({ ...formData, color_scheme: 'b' });
    expect(renderFormData(loaded())).toBeNull();
  });

  it('keeps the name, star, saved slice, form data key and force', () => {
    let state = exploreReducer(loaded(), { type: 'sliceNameChanged', name: 'Renamed' });
    expect(state.sliceName).toBe('Renamed');
    state = exploreReducer(state, { type: 'starChanged', isStarred: true });
    expect(state.isStarred).toBe(true);
    state = exploreReducer(state, {
      type: 'saved',
      slice: { ...slice, slice_id: 9, slice_name: 'New' },
      canOverwrite: true,
    });
    expect(state).toMatchObject({ sliceName: 'New', slice: { slice_id: 9 } });
    state = exploreReducer(state, { type: 'formDataKeyStored', key: 'key' });
    state = exploreReducer(state, { type: 'forceChanged', force: true });
    expect(state).toMatchObject({ formDataKey: 'key', force: true });
  });
});
