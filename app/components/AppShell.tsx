import { Button, Dropdown, Layout, Menu } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { isAdmin } from '../../common/permissions/hasPermission';
import { logout } from '../api/session';
import { useAppDispatch, useAppSelector } from '../store/store';
import { userCleared } from '../store/user';
import { useApiErrorToast } from './useApiErrorToast';

/** Top navigation and the page below it. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, roles } = useAppSelector((state) => state.user);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const showError = useApiErrorToast();
  const admin = isAdmin(roles);

  const link = (to: string, label: string) => ({ key: to, label: <Link to={to}>{label}</Link> });
  const items = [
    {
      key: 'sql',
      label: 'SQL',
      children: [
        link('/sqllab/', 'SQL Lab'),
        link('/sqllab/history/', 'Query history'),
        link('/savedqueryview/list/', 'Saved queries'),
      ],
    },
    link('/chart/list/', 'Charts'),
    link('/dashboard/list/', 'Dashboards'),
    link('/tablemodelview/list/', 'Datasets'),
    {
      key: 'settings',
      label: 'Settings',
      children: [
        link('/databaseview/list/', 'Database connections'),
        ...(admin ? [link('/users/list/', 'Users'), link('/roles/list/', 'Roles')] : []),
      ],
    },
  ];

  const signOut = async () => {
    try {
      await logout();
      dispatch(userCleared());
      navigate('/login/');
    } catch (error) {
      showError(error);
    }
  };

  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.username : '';
  return (
    <Layout className="tessera-shell">
      <Layout.Header className="tessera-header">
        <Link to="/" className="tessera-brand">
          Tessera
        </Link>
        <Menu
          className="tessera-nav"
          mode="horizontal"
          theme="dark"
          selectedKeys={[location.pathname]}
          items={items}
          disabledOverflow
        />
        <Dropdown
          menu={{ items: [{ key: 'logout', label: 'Logout', onClick: () => void signOut() }] }}
          trigger={['click']}
        >
          <Button type="text" className="tessera-user-button">
            {name}
          </Button>
        </Dropdown>
      </Layout.Header>
      <Layout.Content className="tessera-content">{children}</Layout.Content>
    </Layout>
  );
}
