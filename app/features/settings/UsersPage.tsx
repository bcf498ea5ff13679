import { useState } from 'react';
import type { UserRecord } from '@common/api/users';
import { deleteUser, listUsers, updateUser } from '@app/api/security';
import { Button, Space, Tag } from '@app/components/antdKit';
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
import { UserFormModal } from './UserFormModal';

const load = adminListLoad(listUsers);
const SORT = { column: 'username', direction: 'asc' } as const;

/** /users/list/: admins list, search, add, edit, deactivate and delete users. */
export function UsersPage() {
  const list = useListPage({
    load,
    filters: NO_ADMIN_FILTERS,
    sort: SORT,
    rowKey: (user: UserRecord) => user.id,
  });
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [open, setOpen] = useState(false);

  if (list.forbidden) return <ErrorPage status={403} />;

  const columns: ListColumn<UserRecord>[] = [
    { title: 'First name', key: 'first_name', render: (user) => user.first_name },
    { title: 'Last name', key: 'last_name', render: (user) => user.last_name },
    { title: 'Username', key: 'username', render: (user) => user.username },
    { title: 'Email', key: 'email', render: (user) => user.email },
    {
      title: 'Roles',
      key: 'roles',
      render: (user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
    },
    { title: 'Active', key: 'active', render: (user) => (user.active ? 'Yes' : 'No') },
    {
      title: 'Actions',
      key: 'actions',
      render: (user) => (
        <Space>
          <Button size="small" onClick={() => (setEditing(user), setOpen(true))}>
            Edit
          </Button>
          <Button
            size="small"
            onClick={() =>
              void list.act(
                updateUser(user.id, { active: !user.active }),
                `User ${user.username} was ${user.active ? 'deactivated' : 'activated'}`,
              )
            }
          >
            {user.active ? 'Deactivate' : 'Activate'}
          </Button>
          <ConfirmButton
            question={`Delete user ${user.username}?`}
            okText="Delete"
            onConfirm={() =>
              list.act(deleteUser(user.id), `User ${user.username} was deleted`, [user.id])
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
      <ListPageHeader title="Users">
        <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
          + User
        </Button>
      </ListPageHeader>
      <FilterBar>
        <SearchBox
          label="Search users"
          placeholder="Search users"
          onSearch={(search) => list.setFilters({ search })}
        />
      </FilterBar>
      <ListTable list={list} columns={columns} emptyText="No users." />
      <UserFormModal
        user={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(user, created) => {
          setOpen(false);
          dispatch(addSuccessToast(`User ${user.username} was ${created ? 'created' : 'saved'}`));
          list.reload();
        }}
      />
    </div>
  );
}
