import type { TableLayout } from '@app/components/resourceList/resourceTableColumns';
import type { DashboardListItem } from './dashboardListCalls';
import { StatusBadge } from './StatusBadge';

/** The list view's own columns (Superset's: star, title, status, owners, modified, actions). */
export const dashboardTableColumns: TableLayout<DashboardListItem> = {
  name: { title: 'Title', key: 'dashboard_title' },
  middle: [
    {
      title: 'Status',
      key: 'published',
      sortable: true,
      width: 110,
      render: (dashboard) => <StatusBadge published={dashboard.published} />,
    },
  ],
  ownersWidth: 110,
  modifiedWidth: 160,
};
