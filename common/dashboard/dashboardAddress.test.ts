import { describe, expect, it } from 'vitest';
import { dashboardOfAddress } from './dashboardAddress';

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
