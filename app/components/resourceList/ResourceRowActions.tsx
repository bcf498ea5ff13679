import { Button, Popconfirm, Space } from '@app/components/antdKit';
import type { ResourceActions, ResourceKind } from './resourceItem';

/** Edit, export and delete (asked first) of one row, as far as the caller may. */
export function ResourceRowActions<T>({
  item,
  kind,
  actions,
}: {
  item: T;
  kind: ResourceKind<T>;
  actions: ResourceActions<T>;
}) {
  const changeable = actions.canChange(item);
  return (
    <Space size={0} className="resource-row-actions">
      {changeable && (
        <Button size="small" type="link" onClick={() => actions.onEdit(item)}>
          Edit
        </Button>
      )}
      {actions.canExport && (
        <Button size="small" type="link" onClick={() => actions.onExport(item)}>
          Export
        </Button>
      )}
      {changeable && (
        <Popconfirm
          title={`Delete ${kind.noun} ${kind.name(item)}?`}
          description="This cannot be undone."
          okText="Delete"
          okButtonProps={{ danger: true }}
          onConfirm={() => actions.onDelete(item)}
        >
          <Button size="small" type="link" danger>
            Delete
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
