/** The header's "…" menu (spec §2 header menu actions), by mode and permission. */
import type { DashboardPermissions } from '@common/api/dashboards';
import type { MenuItem } from '@app/components/ui/MenuButton';

/** What each item of the header menu does. */
export type HeaderMenuAction =
  | 'refresh'
  | 'fullscreen'
  | 'refresh-interval'
  | 'share-copy'
  | 'share-email'
  | 'download-image'
  | 'download-pdf'
  | 'properties'
  | 'css'
  | 'save-as'
  | 'delete';

/** What decides the menu's items. */
export interface HeaderMenuContext {
  editMode: boolean;
  permissions: DashboardPermissions;
  /** can_write on Dashboard: may make a copy (Save as) even without editing this one. */
  canSaveAs: boolean;
  /** The page shows without navigation (standalone ≥ 1). */
  fullscreen: boolean;
}

const item = (key: HeaderMenuAction, label: string): MenuItem => ({
  key,
  label,
  dataTest: `header-menu-${key}`,
});

/**
 * Superset's menu: sharing and downloads belong to view mode, CSS to edit mode; editing
 * items need can_edit, sharing needs can_share.
 */
export function headerMenuItems(context: HeaderMenuContext): MenuItem[] {
  const { editMode, permissions } = context;
  const items: MenuItem[] = [item('refresh', 'Refresh dashboard')];
  if (!editMode)
    items.push(item('fullscreen', context.fullscreen ? 'Exit fullscreen' : 'Enter fullscreen'));
  items.push(item('refresh-interval', 'Set auto-refresh interval'));
  if (!editMode && permissions.can_share)
    items.push(
      item('share-copy', 'Copy permalink to clipboard'),
      item('share-email', 'Share permalink by email'),
    );
  if (!editMode)
    items.push(item('download-image', 'Download as image'), item('download-pdf', 'Export to PDF'));
  if (permissions.can_edit) items.push(item('properties', 'Edit properties'));
  if (editMode && permissions.can_edit) items.push(item('css', 'Edit CSS'));
  if (context.canSaveAs) items.push(item('save-as', 'Save as'));
  if (!editMode && permissions.can_edit) items.push(item('delete', 'Delete'));
  return items;
}
