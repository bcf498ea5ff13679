import { Modal, Select } from '@app/components/antdKit';
import { useEffect, useState } from 'react';
import type { PermissionRecord, RoleRecord } from '@common/api/roles';
import { allPermissions, rolePermissions, setRolePermissions } from '@app/api/security';
import { useApiErrorToast } from '@app/components/useApiErrorToast';

/** Human form of a permission: "can_read on Dashboard". */
export function permissionLabel(permission: PermissionRecord): string {
  return `${permission.permission_name} on ${permission.view_menu_name}`;
}

/** Edits which permissions a custom role holds. */
export function RolePermissionsModal({
  role,
  onClose,
}: {
  role: RoleRecord | null;
  onClose: (saved: boolean) => void;
}) {
  const [all, setAll] = useState<PermissionRecord[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const showError = useApiErrorToast();

  useEffect(() => {
    if (!role) return;
    Promise.all([allPermissions(), rolePermissions(role.id)])
      .then(([every, held]) => {
        setAll(every);
        setChosen(held.map((p) => p.id));
      })
      .catch(showError);
  }, [role, showError]);

  const save = async () => {
    if (!role) return;
    setSaving(true);
    try {
      await setRolePermissions(role.id, chosen);
      onClose(true);
    } catch (error) {
      showError(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={role ? `Permissions of ${role.name}` : ''}
      open={role !== null}
      onCancel={() => onClose(false)}
      onOk={() => void save()}
      okText="Save"
      confirmLoading={saving}
      width={800}
    >
      <Select
        mode="multiple"
        aria-label="Permissions"
        className="tessera-wide"
        value={chosen}
        onChange={setChosen}
        optionFilterProp="label"
        options={all.map((p) => ({ value: p.id, label: permissionLabel(p) }))}
      />
    </Modal>
  );
}
