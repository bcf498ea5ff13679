import { describe, expect, it } from 'vitest';
import { ifMatchAccepts } from './dashboardAccess';
import { DashboardInvalidError } from './dashboardInvalidError';
import { parseDashboardLayout } from './parseDashboardLayout';
import { remapLayoutCharts, remapMetadataCharts } from './remapDashboardCharts';

const ids = new Map([
  [1, 11],
  [2, 12],
]);

describe('remapMetadataCharts', () => {
  it('maps ids held as numbers and as object keys, and leaves unknown ids alone', () => {
    expect(
      remapMetadataCharts(
        {
          timed_refresh_immune_slices: [1, 3],
          expanded_slices: { '2': true, '3': false },
          filter_scopes: { '1': { region: { scope: ['ROOT_ID'], immune: [2] } } },
          color_scheme: 'x',
        },
        ids,
      ),
    ).toEqual({
      timed_refresh_immune_slices: [11, 3],
      expanded_slices: { '12': true, '3': false },
      filter_scopes: { '11': { region: { scope: ['ROOT_ID'], immune: [12] } } },
      color_scheme: 'x',
    });
  });

  it('keeps malformed parts as they are instead of failing', () => {
    const odd = { chart_configuration: 'x', native_filter_configuration: [null, 5] };
    expect(remapMetadataCharts(odd, ids)).toEqual(odd);
  });
});

describe('parseDashboardLayout and remapLayoutCharts', () => {
  it('collects chart ids once and remaps only CHART components', () => {
    const layout = {
      DASHBOARD_VERSION_KEY: 'v2',
      HEADER_ID: { type: 'HEADER', id: 'HEADER_ID', meta: { text: 'T' } },
      'CHART-a': { type: 'CHART', id: 'CHART-a', children: [], meta: { chartId: 1 } },
      'CHART-b': { type: 'CHART', id: 'CHART-b', children: [], meta: { chartId: 1 } },
      'MARKDOWN-c': { type: 'MARKDOWN', id: 'MARKDOWN-c', children: [], meta: { chartId: 2 } },
    };
    const parsed = parseDashboardLayout(JSON.stringify(layout));
    expect(parsed.chartIds).toEqual([1]);
    const mapped = remapLayoutCharts(parsed.layout, ids);
    expect(mapped['CHART-b']).toMatchObject({ meta: { chartId: 11 } });
    expect(mapped['MARKDOWN-c']).toEqual(layout['MARKDOWN-c']);
  });

  it('names at most five problems of a broken layout', () => {
    const broken = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`X${i}`, { type: 'NOPE', id: `X${i}` }]),
    );
    let caught: unknown;
    try {
      parseDashboardLayout(broken);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(DashboardInvalidError);
    expect((caught as DashboardInvalidError).fields.position_json).toHaveLength(5);
  });
});

describe('ifMatchAccepts', () => {
  it('matches the strong tag, its weak form, a list and *', () => {
    expect(ifMatchAccepts('"4-2"', '"4-2"')).toBe(true);
    expect(ifMatchAccepts('W/"4-2"', '"4-2"')).toBe(true);
    expect(ifMatchAccepts('"4-1", "4-2"', '"4-2"')).toBe(true);
    expect(ifMatchAccepts('*', '"4-2"')).toBe(true);
    expect(ifMatchAccepts('"4-1"', '"4-2"')).toBe(false);
    expect(ifMatchAccepts('4-2', '"4-2"')).toBe(false);
  });
});
