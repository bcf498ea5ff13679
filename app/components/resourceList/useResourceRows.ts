import { useCallback } from 'react';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { useAppSelector } from '@app/store/store';
import type { ResourceActions, ResourceKind, ResourceListItem } from './resourceItem';
import { bundleExportHref, download } from './resourceListCalls';

/** What a list page does with one row besides showing it. */
export type RowWork<T> = {
  kind: ResourceKind<T>;
  /** The permission view the list needs `can_write` on to change rows ("Chart"). */
  permission: 'Chart' | 'Dashboard';
  reload: () => void;
  setStarred: (id: number, starred: boolean) => Promise<unknown>;
  onEdit: (item: T) => void;
  onDelete: (item: T) => Promise<unknown>;
};

/** Who may write, export and change which rows, and the star and row actions that follow. */
export function useResourceRows<T extends ResourceListItem>(work: RowWork<T>) {
  const { user, roles } = useAppSelector((state) => state.user);
  const showError = useApiErrorToast();
  const { reload, setStarred } = work;
  const canWrite = hasPermission(roles, 'can_write', work.permission);
  // A bundle carries datasets and databases, so exporting one needs what the dataset export does.
  const canExport = canWrite && hasPermission(roles, 'can_write', 'Dataset');
  const star = useCallback(
    (item: T) => {
      setStarred(item.id, !item.starred).then(reload, showError);
    },
    [reload, setStarred, showError],
  );
  const actions: ResourceActions<T> = {
    // The server decides; this only hides buttons that would answer 403.
    canChange: (item) =>
      canWrite && (isAdmin(roles) || item.owners.some((owner) => owner.id === user?.id)),
    canExport,
    onEdit: work.onEdit,
    onExport: (item) => download(bundleExportHref(work.kind.noun, [item.id])),
    onDelete: work.onDelete,
  };
  return { canWrite, actions, star };
}
