import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { hasPermission, isAdmin } from '@common/permissions/hasPermission';
import { logout } from '../api/session';
import { useAppDispatch, useAppSelector } from '../store/store';
import { userCleared } from '../store/user';
import { NavMenu, type NavItem } from './NavMenu';
import { MenuButton } from './ui/MenuButton';
import { useApiErrorToast } from './useApiErrorToast';

/** Top navigation and the page below it. */
export function AppShell({ children }: { children: ReactNode }) {
  const { user, roles } = useAppSelector((state) => state.user);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const showError = useApiErrorToast();
  const admin = isAdmin(roles);

  const items: NavItem[] = [
    {
      label: 'SQL',
      children: [
        { to: '/sqllab/', label: 'SQL Lab' },
        { to: '/sqllab/history/', label: 'Query history' },
        { to: '/savedqueryview/list/', label: 'Saved queries' },
      ],
    },
    { to: '/chart/list/', label: 'Charts' },
    { to: '/dashboard/list/', label: 'Dashboards' },
    { to: '/tablemodelview/list/', label: 'Datasets' },
    {
      label: 'Settings',
      children: [
        { to: '/databaseview/list/', label: 'Database connections' },
        // Superset's Manage → Annotation layers: Alpha and Admin (can_read on Annotation).
        ...(hasPermission(roles, 'can_read', 'Annotation')
          ? [{ to: '/annotationlayer/list/', label: 'Annotation layers' }]
          : []),
        ...(admin
          ? [
              { to: '/users/list/', label: 'Users' },
              { to: '/roles/list/', label: 'Roles' },
              { to: '/rowlevelsecurity/list/', label: 'Row level security' },
            ]
          : []),
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
    <div className="tessera-shell">
      <header className="tessera-header">
        <Link to="/" className="tessera-brand">
          Tessera
        </Link>
        <NavMenu items={items} />
        <MenuButton
          variant="text"
          className="tessera-user-button"
          placement="bottomRight"
          items={[{ key: 'logout', label: 'Logout' }]}
          onSelect={() => void signOut()}
        >
          {name}
        </MenuButton>
      </header>
      <main className="tessera-content">{children}</main>
    </div>
  );
}
