import { Button, Input, Modal, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { PermissionRecord, RoleRecord } from '../../../common/api/roles';
import { createRole, deleteRole, listRoles, renameRole, rolePermissions } from '../../api/security';
import { ErrorPage } from '../../components/ErrorPage';
import { useApiErrorToast } from '../../components/useApiErrorToast';
import { addSuccessToast } from '../../store/messageToasts';
import { useAppDispatch } from '../../store/store';
import { permissionLabel, RolePermissionsModal } from './RolePermissionsModal';
import { useAdminList } from './useAdminList';

function Permissions({ role }: { role: RoleRecord }) {
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
  if (permissions === undefined)
    return <Typography.Text type="secondary">Loading permissions…</Typography.Text>;
  if (permissions.length === 0)
    return <Typography.Text type="secondary">No permissions.</Typography.Text>;
  return (
    <div aria-label={`Permissions of ${role.name}`}>
      {permissions.map((p) => (
        <Tag key={p.id}>{permissionLabel(p)}</Tag>
      ))}
    </div>
  );
}

/** /roles/list/: admins see roles with their permissions, and manage custom roles. */
export function RolesPage() {
  const list = useAdminList(listRoles);
  const dispatch = useAppDispatch();
  const [naming, setNaming] = useState<{ role: RoleRecord | null; name: string } | null>(null);
  const [granting, setGranting] = useState<RoleRecord | null>(null);

  if (list.forbidden) return <ErrorPage status={403} />;

  const saveName = async () => {
    if (!naming) return;
    const { role, name } = naming;
    const ok = await list.act(
      role ? renameRole(role.id, name) : createRole(name),
      `Role ${name} was saved`,
    );
    if (ok) setNaming(null);
  };

  return (
    <div className="tessera-page">
      <Space className="tessera-page-header">
        <Typography.Title level={1}>Roles</Typography.Title>
        <Button type="primary" onClick={() => setNaming({ role: null, name: '' })}>
          + Role
        </Button>
      </Space>
      <Input.Search
        placeholder="Search roles"
        aria-label="Search roles"
        allowClear
        onSearch={list.setSearch}
        className="tessera-search"
      />
      <Table<RoleRecord>
        rowKey="id"
        loading={list.loading}
        dataSource={list.data.result}
        expandable={{ expandedRowRender: (role) => <Permissions role={role} /> }}
        pagination={list.pagination}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Users', dataIndex: 'user_count' },
          { title: 'Built-in', render: (_, role) => (role.builtin ? 'Yes' : 'No') },
          {
            title: 'Actions',
            render: (_, role) =>
              role.builtin ? (
                <Typography.Text type="secondary">
                  Built-in roles keep their default permissions
                </Typography.Text>
              ) : (
                <Space>
                  <Button size="small" onClick={() => setNaming({ role, name: role.name })}>
                    Rename
                  </Button>
                  <Button size="small" onClick={() => setGranting(role)}>
                    Edit permissions
                  </Button>
                  <Popconfirm
                    title={`Delete role ${role.name}?`}
                    okText="Delete"
                    onConfirm={() => list.act(deleteRole(role.id), `Role ${role.name} was deleted`)}
                  >
                    <Button size="small" danger>
                      Delete
                    </Button>
                  </Popconfirm>
                </Space>
              ),
          },
        ]}
      />
      <Modal
        title={naming?.role ? 'Rename role' : 'Add role'}
        open={naming !== null}
        onCancel={() => setNaming(null)}
        onOk={() => void saveName()}
        okText="Save"
        okButtonProps={{ disabled: !naming?.name.trim() }}
      >
        <label htmlFor="role-name">Name</label>
        <Input
          id="role-name"
          value={naming?.name ?? ''}
          onChange={(e) => setNaming((n) => n && { ...n, name: e.target.value })}
        />
      </Modal>
      <RolePermissionsModal
        role={granting}
        onClose={(saved) => {
          setGranting(null);
          if (saved) {
            dispatch(addSuccessToast('Permissions were saved'));
            void list.reload();
          }
        }}
      />
    </div>
  );
}
