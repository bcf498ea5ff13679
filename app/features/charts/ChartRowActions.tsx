import { Button, Popconfirm, Space } from '@app/components/antdKit';
import type { ChartListItem } from './chartPresentation';

/** What a chart's action buttons do; edit and delete show only where `canChange` allows. */
export type ChartRowActionsProps = {
  chart: ChartListItem;
  canChange: (chart: ChartListItem) => boolean;
  canExport: boolean;
  onEdit: (chart: ChartListItem) => void;
  onDelete: (chart: ChartListItem) => Promise<unknown>;
  onExport: (chart: ChartListItem) => void;
};

/** Edit properties, delete (asked first) and export of one chart. */
export function ChartRowActions({
  chart,
  canChange,
  canExport,
  onEdit,
  onDelete,
  onExport,
}: ChartRowActionsProps) {
  const changeable = canChange(chart);
  return (
    <Space size={0} className="chart-row-actions">
      {changeable && (
        <Button size="small" type="link" onClick={() => onEdit(chart)}>
          Edit
        </Button>
      )}
      {canExport && (
        <Button size="small" type="link" onClick={() => onExport(chart)}>
          Export
        </Button>
      )}
      {changeable && (
        <Popconfirm
          title={`Delete chart ${chart.slice_name}?`}
          description="This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => onDelete(chart)}
        >
          <Button size="small" type="link" danger>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
