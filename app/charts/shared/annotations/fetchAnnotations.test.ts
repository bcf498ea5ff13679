import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnnotationRecordResponse } from '@common/api/annotationLayers';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { AnnotationLayerConfig, FormData } from '../../types';
import {
  ANNOTATION_TIMEOUT_MESSAGE,
  type AnnotationSources,
  explicitTimeWindow,
  fetchAnnotations,
} from './fetchAnnotations';

const holiday: AnnotationRecordResponse = {
  id: 1,
  layer: { id: 3, name: 'Holidays' },
  short_descr: 'New year',
  long_descr: null,
  start_dttm: '2024-01-01T00:00:00',
  end_dttm: '2024-01-02T00:00:00',
  json_metadata: '{"color":"red"}',
  changed_on_delta_humanized: 'a day ago',
  created_by: null,
};

// A recorded answer of GET /api/v1/chart/{id}/data/ of a line chart grouped by region.
const lineAnswer = {
  colnames: ['__timestamp', 'region', 'SUM(revenue)'],
  coltypes: [2, 1, 0],
  data: [
    { __timestamp: 1704153600000, region: 'west', 'SUM(revenue)': 12 },
    { __timestamp: 1704067200000, region: 'west', 'SUM(revenue)': 10 },
    { __timestamp: 1704067200000, region: 'east', 'SUM(revenue)': 7 },
    { __timestamp: 1704067200000, region: 'east', 'SUM(revenue)': null },
  ],
} as unknown as ChartDataResponseEntry;

const layer = (over: Partial<AnnotationLayerConfig>): AnnotationLayerConfig => ({
  name: 'Layer',
  annotationType: 'EVENT',
  sourceType: 'NATIVE',
  value: 3,
  show: true,
  ...over,
});

function sources(over: Partial<AnnotationSources> = {}): AnnotationSources {
  return {
    annotations: vi.fn(async () => [holiday]),
    chartData: vi.fn(async () => [lineAnswer]),
    ...over,
  };
}

const form = (extra: Record<string, unknown> = {}): FormData => ({
  viz_type: 'echarts_timeseries_line',
  datasource: '1__table',
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe('fetchAnnotations', () => {
  it('maps native layers to records in epoch ms, skipping hidden layers and formulas', async () => {
    const fake = sources();
    const state = await fetchAnnotations(
      [
        layer({ name: 'Holidays' }),
        layer({ name: 'Hidden', show: false, value: 4 }),
        layer({ name: 'Target', annotationType: 'FORMULA', sourceType: '', value: '100' }),
      ],
      form({ time_range: '2024-01-01 : 2024-02-01' }),
      {},
      fake,
    );
    expect(state).toEqual({
      data: {
        Holidays: {
          kind: 'records',
          records: [
            {
              start_dttm: Date.UTC(2024, 0, 1),
              end_dttm: Date.UTC(2024, 0, 2),
              short_descr: 'New year',
              long_descr: '',
              json_metadata: '{"color":"red"}',
            },
          ],
        },
      },
      errors: {},
    });
    expect(fake.annotations).toHaveBeenCalledTimes(1);
    expect(fake.annotations).toHaveBeenCalledWith(
      3,
      { from: Date.UTC(2024, 0, 1), to: Date.UTC(2024, 1, 1) },
      expect.any(AbortSignal),
    );
  });

  it("turns a chart's answer into sorted series per group", async () => {
    const fake = sources();
    const state = await fetchAnnotations(
      [layer({ name: 'Sales', annotationType: 'TIME_SERIES', sourceType: 'line', value: 9 })],
      form(),
      {},
      fake,
    );
    expect(fake.chartData).toHaveBeenCalledWith(9, expect.any(AbortSignal));
    expect(state.data.Sales).toEqual({
      kind: 'series',
      series: [
        {
          key: 'west',
          values: [
            { x: 1704067200000, y: 10 },
            { x: 1704153600000, y: 12 },
          ],
        },
        { key: 'east', values: [{ x: 1704067200000, y: 7 }] },
      ],
    });
  });

  it('gives a slow layer the timeout message while the others still arrive', async () => {
    vi.useFakeTimers();
    const fake = sources({
      // Never answers, and ignores the abort: the limit must hold anyway.
      chartData: () => new Promise(() => undefined),
    });
    const pending = fetchAnnotations(
      [
        layer({ name: 'Slow', annotationType: 'TIME_SERIES', sourceType: 'table', value: 5 }),
        layer({ name: 'Fast' }),
      ],
      form(),
      { timeoutMs: 1000 },
      fake,
    );
    await vi.advanceTimersByTimeAsync(1000);
    const state = await pending;
    expect(state.errors).toEqual({ Slow: ANNOTATION_TIMEOUT_MESSAGE });
    expect(Object.keys(state.data)).toEqual(['Fast']);
  });

  it("reports another failure by the layer's name", async () => {
    const fake = sources({
      annotations: async () => {
        throw new Error('Not found');
      },
    });
    const state = await fetchAnnotations([layer({ name: 'Gone' })], form(), {}, fake);
    expect(state).toEqual({ data: {}, errors: { Gone: 'Not found' } });
  });

  it('rejects when its caller aborts', async () => {
    const controller = new AbortController();
    const fake = sources({
      annotations: (_id, _window, signal) =>
        new Promise((_, reject) =>
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    });
    const pending = fetchAnnotations([layer({})], form(), { signal: controller.signal }, fake);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('explicitTimeWindow', () => {
  it('reads explicit ISO bounds and leaves relative ranges open', () => {
    expect(explicitTimeWindow('2024-01-01T12:00:00 : 2024-01-02')).toEqual({
      from: Date.UTC(2024, 0, 1, 12),
      to: Date.UTC(2024, 0, 2),
    });
    expect(explicitTimeWindow('Last week')).toEqual({});
    expect(explicitTimeWindow('No filter')).toEqual({});
  });
});
