import { Link } from 'react-router';
import type { ListColumn } from '@app/components/listPage/ListTable';
import type { DashboardListItem } from './dashboardListCalls';
import { DashboardRowActions, type DashboardRowActionsProps } from './DashboardRowActions';
import { CertifiedMark, OwnerAvatars, StarButton, StatusBadge } from './dashboardMarks';

/** The list view's columns (Superset's: star, title, status, owners, modified, actions). */
export function dashboardTableColumns(
  onStar: (dashboard: DashboardListItem) => void,
  actions: Omit<DashboardRowActionsProps, 'dashboard'>,
): ListColumn<DashboardListItem>[] {
  return [
    {
      title: '',
      key: 'starred',
      width: 40,
      render: (dashboard) => <StarButton dashboard={dashboard} onStar={onStar} />,
    },
    {
      title: 'Title',
      key: 'dashboard_title',
      sortable: true,
      render: (dashboard) => (
        <span className="dashboard-list-name" data-test={`dashboard-list-row-${dashboard.id}`}>
          <CertifiedMark dashboard={dashboard} />
          <Link to={dashboard.url}>{dashboard.dashboard_title}</Link>
        </span>
      ),
    },
    {
      title: 'Status',
      key: 'published',
      sortable: true,
      width: 110,
      render: (dashboard) => <StatusBadge published={dashboard.published} />,
    },
    {
      title: 'Owners',
      key: 'owners',
      width: 110,
      render: (dashboard) => <OwnerAvatars owners={dashboard.owners} />,
    },
    {
      title: 'Last modified',
      key: 'changed_on_delta_humanized',
      sortable: true,
      width: 160,
      render: (dashboard) => (
        <span className="dashboard-list-modified">
          {dashboard.changed_on_delta_humanized}
          {dashboard.changed_by_name && <small>by {dashboard.changed_by_name}</small>}
        </span>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 160,
      render: (dashboard) => <DashboardRowActions dashboard={dashboard} {...actions} />,
    },
  ];
}
