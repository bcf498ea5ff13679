import { describe, expect, it } from 'vitest';
import type { DashboardMetadata, NativeFilter } from './dashboardMetadata';
import { nativeFilter } from './filterFixtures';
import { gridLayout } from './layoutFixtures';
import { parseLayout } from './layoutParse';
import { HEADER_ID, ROOT_ID } from './layoutTypes';
import { buildSavePayload, type SaveInput } from './savePayload';

const tabFilter: NativeFilter = {
  ...nativeFilter('NATIVE_FILTER-1', ['TAB-1']),
  name: 'Country',
  chartsInScope: [99],
};

function input(overrides: Partial<SaveInput> = {}): SaveInput {
  const metadata: DashboardMetadata = {
    color_scheme: 'supersetColors',
    native_filter_configuration: [tabFilter],
    chart_configuration: {
      '1': { id: 1, crossFilters: { scope: 'global', chartsInScope: [] } },
    },
    global_chart_configuration: {
      scope: { rootPath: [ROOT_ID], excluded: [6] },
      chartsInScope: [],
    },
  };
  return {
    title: 'Sales',
    slug: 'sales',
    css: '.a{}',
    owners: [1, 2],
    roles: [3],
    certified_by: null,
    certification_details: null,
    metadata,
    layout: gridLayout(),
    ...overrides,
  };
}

describe('buildSavePayload', () => {
  it('defaults an empty title to [ untitled dashboard ]', () => {
    expect(buildSavePayload(input({ title: '   ' })).dashboard_title).toBe(
      '[ untitled dashboard ]',
    );
    expect(buildSavePayload(input({ title: ' Sales ' })).dashboard_title).toBe('Sales');
  });

  it('sends an empty slug as null and normalises the rest', () => {
    expect(buildSavePayload(input({ slug: '' })).slug).toBeNull();
    expect(buildSavePayload(input({ slug: '  ' })).slug).toBeNull();
    expect(buildSavePayload(input({ slug: null })).slug).toBeNull();
    expect(buildSavePayload(input({ slug: 'my sales!' })).slug).toBe('my-sales');
  });

  it('keeps certification details only with a certifier', () => {
    const none = buildSavePayload(input({ certified_by: '', certification_details: 'Checked' }));
    expect(none.certified_by).toBeNull();
    expect(none.certification_details).toBeNull();
    const some = buildSavePayload(
      input({ certified_by: 'Data team', certification_details: 'Checked' }),
    );
    expect(some.certified_by).toBe('Data team');
    expect(some.certification_details).toBe('Checked');
  });

  it('sends owner ids, and role ids only with role-based access on', () => {
    const body = buildSavePayload(input());
    expect(body.owners).toEqual([1, 2]);
    expect('roles' in body).toBe(false);
    expect(buildSavePayload(input(), { rolesEnabled: true }).roles).toEqual([3]);
  });

  it('puts the layout into json_metadata.positions and position_json, with the title in the header', () => {
    const body = buildSavePayload(input({ title: 'Renamed' }));
    const metadata = JSON.parse(body.json_metadata!) as DashboardMetadata;
    expect(metadata.color_scheme).toBe('supersetColors');
    expect(metadata.positions?.['CHART-1']?.meta.chartId).toBe(1);
    expect(metadata.positions?.[HEADER_ID]?.meta.text).toBe('Renamed');
    const layout = parseLayout(body.position_json);
    expect(layout['CHART-1']?.parents).toEqual(['ROOT_ID', 'GRID_ID', 'ROW-1']);
    expect(JSON.parse(body.position_json!)).toMatchObject({ DASHBOARD_VERSION_KEY: 'v2' });
  });

  it('recomputes the scope caches from the layout', () => {
    const metadata = JSON.parse(buildSavePayload(input()).json_metadata!) as DashboardMetadata;
    const filter = metadata.native_filter_configuration?.[0] as NativeFilter;
    expect(filter.chartsInScope).toEqual([5]);
    expect(filter.tabsInScope).toEqual(['TAB-1']);
    expect(metadata.chart_configuration?.['1']?.crossFilters.chartsInScope).toEqual([2, 3, 4, 5]);
    expect(metadata.global_chart_configuration?.chartsInScope).toEqual([1, 2, 3, 4, 5]);
  });
});
