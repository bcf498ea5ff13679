import { describe, expect, it } from 'vitest';
import type { DashboardPermissions } from '@common/api/dashboards';
import { encodeRison } from '@common/api/rison';
import {
  dashboardAddress,
  editModeAllowed,
  parseDashboardUrl,
  parseNativeFilters,
  parseStandalone,
  parseUiConfig,
  showsChartControls,
  showsFilterBar,
  showsHeader,
  showsNav,
} from './urlParams';

const permissions = (can_edit: boolean): DashboardPermissions => ({
  can_edit,
  can_share: true,
  can_explore: true,
  can_csv: true,
  is_admin: false,
});

describe('native_filters', () => {
  it('reads rison data masks with the filter id added', () => {
    const text =
      '(NATIVE_FILTER-a:(filterState:(value:!(CA,NY)),extraFormData:(filters:!((col:state,op:IN,val:!(CA,NY))))))';
    expect(parseNativeFilters(text)).toEqual({
      'NATIVE_FILTER-a': {
        id: 'NATIVE_FILTER-a',
        filterState: { value: ['CA', 'NY'] },
        extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }] },
      },
    });
  });

  it('round-trips what encodeRison writes and keeps ownState', () => {
    const text = encodeRison({
      'NATIVE_FILTER-b': { filterState: { value: 'x y' }, extraFormData: {}, ownState: { p: 1 } },
    });
    expect(parseNativeFilters(text)?.['NATIVE_FILTER-b']).toEqual({
      id: 'NATIVE_FILTER-b',
      filterState: { value: 'x y' },
      extraFormData: {},
      ownState: { p: 1 },
    });
  });

  it('ignores garbled or non-object values', () => {
    expect(parseNativeFilters('(broken')).toBeNull();
    expect(parseNativeFilters('!(a,b)')).toBeNull();
    expect(parseNativeFilters(null)).toBeNull();
    expect(parseNativeFilters('(a:1)')).toEqual({});
  });
});

describe('display modes', () => {
  it('standalone is 0–3, true means 1, anything else 0', () => {
    expect(parseStandalone(null)).toBe(0);
    expect(parseStandalone('2')).toBe(2);
    expect(parseStandalone('3')).toBe(3);
    expect(parseStandalone('7')).toBe(0);
    expect(parseStandalone('true')).toBe(1);
    expect(parseStandalone('false')).toBe(0);
  });

  it('uiConfig keeps the four known bits', () => {
    expect(parseUiConfig('5')).toBe(5);
    expect(parseUiConfig('31')).toBe(15);
    expect(parseUiConfig('abc')).toBe(0);
    expect(parseUiConfig(null)).toBe(0);
  });

  it('nav, header, filter bar and chart controls follow standalone and the bits', () => {
    expect(showsNav(0, 0)).toBe(true);
    expect(showsNav(1, 0)).toBe(false);
    expect(showsNav(0, 4)).toBe(false);
    expect(showsHeader(1, 0)).toBe(true);
    expect(showsHeader(2, 0)).toBe(false);
    expect(showsHeader(0, 1)).toBe(false);
    expect(showsFilterBar(3)).toBe(false);
    expect(showsFilterBar(2)).toBe(true);
    expect(showsChartControls(0, 8)).toBe(false);
    expect(showsChartControls(0, 7)).toBe(true);
  });
});

describe('parseDashboardUrl', () => {
  it('reads every parameter', () => {
    const url = parseDashboardUrl(
      '?edit=true&standalone=1&uiConfig=2&focused_chart=12&force=1',
      '#CHART-abc_1',
    );
    expect(url).toEqual({
      edit: true,
      nativeFilters: null,
      standalone: 1,
      uiConfig: 2,
      focusedChartId: 12,
      anchor: 'CHART-abc_1',
      force: true,
    });
  });

  it('drops anchors that are not layout ids and bad chart ids', () => {
    const url = parseDashboardUrl('?focused_chart=-3&force=0', '#<script>');
    expect(url.anchor).toBeNull();
    expect(url.focusedChartId).toBeNull();
    expect(url.force).toBe(false);
  });

  it('grants edit=true only to those who may edit', () => {
    const url = parseDashboardUrl('?edit=true');
    expect(editModeAllowed(url, permissions(true))).toBe(true);
    expect(editModeAllowed(url, permissions(false))).toBe(false);
    expect(editModeAllowed(parseDashboardUrl('?edit=1'), permissions(true))).toBe(false);
  });
});

describe('dashboardAddress', () => {
  it('names the slug, keeps the query and hash, drops edit unless editing', () => {
    expect(dashboardAddress('sales', '?standalone=1&edit=true', '#TAB-1')).toBe(
      '/superset/dashboard/sales/?standalone=1#TAB-1',
    );
    expect(dashboardAddress(7, '', '', true)).toBe('/superset/dashboard/7/?edit=true');
  });
});
