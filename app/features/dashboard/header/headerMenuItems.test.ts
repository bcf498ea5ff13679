import { describe, expect, it } from 'vitest';
import type { DashboardPermissions } from '@common/api/dashboards';
import { headerMenuItems } from './headerMenuItems';

const permissions = (overrides: Partial<DashboardPermissions> = {}): DashboardPermissions => ({
  can_edit: true,
  can_share: true,
  can_explore: true,
  can_csv: true,
  is_admin: false,
  ...overrides,
});

const keys = (...args: Parameters<typeof headerMenuItems>) =>
  headerMenuItems(...args).map((item) => item.key);

describe('headerMenuItems', () => {
  it('view mode for an editor: everything but CSS', () => {
    expect(
      keys({ editMode: false, permissions: permissions(), canSaveAs: true, fullscreen: false }),
    ).toEqual([
      'refresh',
      'fullscreen',
      'refresh-interval',
      'share-copy',
      'share-email',
      'download-image',
      'download-pdf',
      'properties',
      'save-as',
      'delete',
    ]);
  });

  it('edit mode: CSS and properties, no sharing, downloads, fullscreen or delete', () => {
    expect(
      keys({ editMode: true, permissions: permissions(), canSaveAs: true, fullscreen: false }),
    ).toEqual(['refresh', 'refresh-interval', 'properties', 'css', 'save-as']);
  });

  it('a viewer without edit or share rights sees no editing or sharing items', () => {
    const items = keys({
      editMode: false,
      permissions: permissions({ can_edit: false, can_share: false }),
      canSaveAs: false,
      fullscreen: false,
    });
    expect(items).toEqual([
      'refresh',
      'fullscreen',
      'refresh-interval',
      'download-image',
      'download-pdf',
    ]);
  });

  it('sharing needs can_share only; Save as needs can_write', () => {
    const items = keys({
      editMode: false,
      permissions: permissions({ can_edit: false }),
      canSaveAs: true,
      fullscreen: false,
    });
    expect(items).toContain('share-copy');
    expect(items).toContain('save-as');
    expect(items).not.toContain('properties');
    expect(items).not.toContain('delete');
  });

  it('fullscreen item toggles its label', () => {
    const label = (fullscreen: boolean) =>
      headerMenuItems({
        editMode: false,
        permissions: permissions(),
        canSaveAs: false,
        fullscreen,
      }).find((item) => item.key === 'fullscreen')?.label;
    expect(label(false)).toBe('Enter fullscreen');
    expect(label(true)).toBe('Exit fullscreen');
  });
});
