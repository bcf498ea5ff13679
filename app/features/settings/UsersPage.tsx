import { Button, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import type { UserRecord } from '../../../common/api/users';
import { deleteUser, listUsers, updateUser } from '../../api/security';
import { ErrorPage } from '../../components/ErrorPage';
import { addSuccessToast } from '../../store/messageToasts';
import { useAppDispatch } from '../../store/store';
import { UserFormModal } from './UserFormModal';
import { useAdminList } from './useAdminList';

/** /users/list/: admins list, search, add, edit, deactivate and delete users. */
export function UsersPage() {
  const list = useAdminList(listUsers);
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState<UserRecord | null>(null);
  const [open, setOpen] = useState(false);

  if (list.forbidden) return <ErrorPage status={403} />;

  return (
    <div className="tessera-page">
      <Space className="tessera-page-header">
        <Typography.Title level={1}>Users</Typography.Title>
        <Button type="primary" onClick={() => (setEditing(null), setOpen(true))}>
          + User
        </Button>
      </Space>
      <Input.Search
        placeholder="Search users"
        aria-label="Search users"
        allowClear
        onSearch={list.setSearch}
        className="tessera-search"
      />
      <Table<UserRecord>
        rowKey="id"
        loading={list.loading}
        dataSource={list.data.result}
        pagination={list.pagination}
        columns={[
          { title: 'First name', dataIndex: 'first_name' },
          { title: 'Last name', dataIndex: 'last_name' },
          { title: 'Username', dataIndex: 'username' },
          { title: 'Email', dataIndex: 'email' },
          {
            title: 'Roles',
            render: (_, user) => user.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>),
          },
          { title: 'Active', render: (_, user) => (user.active ? 'Yes' : 'No') },
          {
            title: 'Actions',
            render: (_, user) => (
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
                <Popconfirm
                  title={`Delete user ${user.username}?`}
                  okText="Delete"
                  onConfirm={() =>
                    list.act(deleteUser(user.id), `User ${user.username} was deleted`)
                  }
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
      <UserFormModal
        user={editing}
        open={open}
        onClose={() => setOpen(false)}
        onSaved={(user, created) => {
          setOpen(false);
          dispatch(addSuccessToast(`User ${user.username} was ${created ? 'created' : 'saved'}`));
          void list.reload();
        }}
      />
    </div>
  );
}
