import { useState } from 'react';
import type { RoleRecord } from '@common/api/roles';
import { createRole, deleteRole, listRoles, renameRole } from '@app/api/security';
import { Button, Input, Modal, Space, Text } from '@app/components/antdKit';
import { ErrorPage } from '@app/components/ErrorPage';
import { ConfirmButton } from '@app/components/listPage/ConfirmButton';
import { FilterBar } from '@app/components/listPage/FilterBar';
import { ListPageHeader } from '@app/components/listPage/ListPageHeader';
import { type ListColumn, ListTable } from '@app/components/listPage/ListTable';
import { SearchBox } from '@app/components/listPage/SearchBox';
import { useListPage } from '@app/components/listPage/useListPage';
import { addSuccessToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { adminListLoad, NO_ADMIN_FILTERS } from './adminListLoad';
import { RolePermissionsList } from './RolePermissionsList';
import { RolePermissionsModal } from './RolePermissionsModal';

const load = adminListLoad(listRoles);
const SORT = { column: 'name', direction: 'asc' } as const;

/** /roles/list/: admins see roles with their permissions, and manage custom roles. */
export function RolesPage() {
  const list = useListPage({
    load,
    filters: NO_ADMIN_FILTERS,
    sort: SORT,
    rowKey: (role: RoleRecord) => role.id,
  });
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

  const columns: ListColumn<RoleRecord>[] = [
    { title: 'Name', key: 'name', render: (role) => role.name },
    { title: 'Users', key: 'user_count', render: (role) => role.user_count },
    { title: 'Built-in', key: 'builtin', render: (role) => (role.builtin ? 'Yes' : 'No') },
    {
      title: 'Actions',
      key: 'actions',
      render: (role) =>
        role.builtin ? (
          <Text type="secondary">Built-in roles keep their default permissions</Text>
        ) : (
          <Space>
            <Button size="small" onClick={() => setNaming({ role, name: role.name })}>
              Rename
            </Button>
            <Button size="small" onClick={() => setGranting(role)}>
              Edit permissions
            </Button>
            <ConfirmButton
              question={`Delete role ${role.name}?`}
              okText="Delete"
              onConfirm={() =>
                list.act(deleteRole(role.id), `Role ${role.name} was deleted`, [role.id])
              }
            >
              Delete
            </ConfirmButton>
          </Space>
        ),
    },
  ];

  return (
    <div className="tessera-page">
      <ListPageHeader title="Roles">
        <Button type="primary" onClick={() => setNaming({ role: null, name: '' })}>
          + Role
        </Button>
      </ListPageHeader>
      <FilterBar>
        <SearchBox
          label="Search roles"
          placeholder="Search roles"
          onSearch={(search) => list.setFilters({ search })}
        />
      </FilterBar>
      <ListTable
        list={list}
        columns={columns}
        emptyText="No roles."
        expandedRow={(role) => <RolePermissionsList role={role} />}
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
            list.reload();
          }
        }}
      />
    </div>
  );
}
