import { useEffect, useState } from 'react';
import type { PermissionRecord, RoleRecord } from '@common/api/roles';
import { rolePermissions } from '@app/api/security';
import { Tag, Text } from '@app/components/antdKit';
import { useApiErrorToast } from '@app/components/useApiErrorToast';
import { permissionLabel } from './RolePermissionsModal';

/** A role's permissions as tags, loaded when its row is expanded. */
export function RolePermissionsList({ role }: { role: RoleRecord }) {
  const [permissions, setPermissions] = useState<PermissionRecord[]>();
  const showError = useApiErrorToast();
  useEffect(() => {
    rolePermissions(role.id)
      .then(setPermissions)
      .catch((error: unknown) => {
        setPermissions([]);
        showError(error);
      });
  }, [role.id, showError]);
  if (permissions === undefined) return <Text type="secondary">Loading permissions…</Text>;
  if (permissions.length === 0) return <Text type="secondary">No permissions.</Text>;
  return (
    <div aria-label={`Permissions of ${role.name}`}>
      {permissions.map((p) => (
        <Tag key={p.id}>{permissionLabel(p)}</Tag>
      ))}
    </div>
  );
}
