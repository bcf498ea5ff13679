import { Button, Popconfirm, Space } from '@app/components/antdKit';
import type { DashboardListItem } from './dashboardListCalls';

/** What a dashboard's action buttons do; edit and delete show only where `canChange` allows. */
export type DashboardRowActionsProps = {
  dashboard: DashboardListItem;
  canChange: (dashboard: DashboardListItem) => boolean;
  canExport: boolean;
  onEdit: (dashboard: DashboardListItem) => void;
  onDelete: (dashboard: DashboardListItem) => Promise<unknown>;
  onExport: (dashboard: DashboardListItem) => void;
};

/** Edit (the dashboard in edit mode), delete (asked first) and export of one dashboard. */
export function DashboardRowActions({
  dashboard,
  canChange,
  canExport,
  onEdit,
  onDelete,
  onExport,
}: DashboardRowActionsProps) {
  const changeable = canChange(dashboard);
  return (
    <Space size={0} className="dashboard-row-actions">
      {changeable && (
        <Button size="small" type="link" onClick={() => onEdit(dashboard)}>
          Edit
        </Button>
      )}
      {canExport && (
        <Button size="small" type="link" onClick={() => onExport(dashboard)}>
          Export
        </Button>
      )}
      {changeable && (
        <Popconfirm
          title={`Delete dashboard ${dashboard.dashboard_title}?`}
          description="This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(dashboard)}
        >
          <Button size="small" type="link" danger>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
