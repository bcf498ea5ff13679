import { Button, Empty } from '@app/components/antdKit';

/** The page's empty state before any chart exists, with the way to make the first one. */
export function NoChartsYet({ canCreate, onCreate }: { canCreate: boolean; onCreate: () => void }) {
  return (
    <div className="chart-list-empty">
      <Empty description="No charts yet">
        {canCreate && (
          <Button type="primary" onClick={onCreate}>
            + Chart
          </Button>
        )}
      </Empty>
    </div>
  );
}
