/**
 * Where a chart's menu goes (chartMenu/ChartMenu.tsx, built separately). Until it is there, a
 * quiet disabled button keeps the header's shape.
 */
export function ChartMenuSlot({ chartId }: { chartId: number; layoutId: string }) {
  return (
    <button
      type="button"
      className="dashboard-chart-menu-placeholder"
      aria-label="Chart actions"
      data-test={`chart-menu-placeholder-${chartId}`}
      disabled
    >
      ⋮
    </button>
  );
}
