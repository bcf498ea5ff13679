import { describe, expect, it } from 'vitest';
import { dashboardPageKey, rememberDashboardNames } from './dashboardAliases';

describe('dashboard page keys', () => {
  it('the id and the slug of one dashboard share the key of the first name', () => {
    expect(dashboardPageKey('41')).toBe('d/41');
    rememberDashboardNames(dashboardPageKey('41'), ['41', 41, 'world-bank']);
    expect(dashboardPageKey('world-bank')).toBe('d/41');
    expect(dashboardPageKey('42')).toBe('d/42');
    rememberDashboardNames('d/41', [null, '', 'renamed']);
    expect(dashboardPageKey('renamed')).toBe('d/41');
  });
});
