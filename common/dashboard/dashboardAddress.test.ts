import { describe, expect, it } from 'vitest';
import { dashboardOfAddress, dashboardRoutePaths } from './dashboardAddress';

describe('dashboardOfAddress', () => {
  it('reads an id or a slug, with or without the final slash', () => {
    expect(dashboardOfAddress('/superset/dashboard/12/')).toBe('12');
    expect(dashboardOfAddress('/superset/dashboard/sales%20q1')).toBe('sales q1');
  });

  it('answers null for a permalink, a malformed address or another page', () => {
    expect(dashboardOfAddress('/superset/dashboard/p/abc/')).toBeNull();
    expect(dashboardOfAddress('/superset/dashboard/p/')).toBeNull();
    expect(dashboardOfAddress('/superset/dashboard/%E0%A4%A/')).toBeNull();
    expect(dashboardOfAddress('/superset/dashboard/')).toBeNull();
    expect(dashboardOfAddress('/dashboard/list/')).toBeNull();
  });
});

describe('dashboardRoutePaths', () => {
  it('asks for the session and the dashboard, its charts and datasets', () => {
    expect(dashboardRoutePaths('/superset/dashboard/12/')).toEqual([
      '/api/v1/me/',
      '/api/v1/me/roles/',
      '/api/v1/dashboard/12',
      '/api/v1/dashboard/12/charts',
      '/api/v1/dashboard/12/datasets',
    ]);
  });

  it('spells a slug as the page’s own calls do', () => {
    expect(dashboardRoutePaths('/superset/dashboard/sales%20q1')).toContain(
      '/api/v1/dashboard/sales%20q1/charts',
    );
    expect(dashboardRoutePaths('/superset/dashboard/caf%C3%A9/')[2]).toBe(
      `/api/v1/dashboard/${encodeURIComponent('café')}`,
    );
  });

  it('asks only for the session on a permalink or a malformed address', () => {
    const session = ['/api/v1/me/', '/api/v1/me/roles/'];
    expect(dashboardRoutePaths('/superset/dashboard/p/abc123/')).toEqual(session);
    expect(dashboardRoutePaths('/superset/dashboard/%E0%A4%A/')).toEqual(session);
  });

  it('asks for nothing elsewhere', () => {
    expect(dashboardRoutePaths('/dashboard/list/')).toEqual([]);
    expect(dashboardRoutePaths('/sqllab/')).toEqual([]);
  });
});
