import { Button, Empty } from '@app/components/antdKit';

/** The page's empty state before any dashboard exists, with the way to make the first one. */
export function NoDashboardsYet({
  canCreate,
  onCreate,
}: {
  canCreate: boolean;
  onCreate: () => void;
}) {
  return (
    <div className="dashboard-list-empty">
      <Empty description="No dashboards yet">
        {canCreate && (
          <Button type="primary" onClick={onCreate}>
            + Dashboard
          </Button>
        )}
      </Empty>
    </div>
  );
}
