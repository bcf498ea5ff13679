/** A warning beside a chart's name: filters that did not apply to it (`rejected_filters`). */
import type { RejectedFilter } from '@common/api/chartData';
import { Tooltip } from '@app/components/ui/Tooltip';

const REASONS: Record<RejectedFilter['reason'], string> = {
  not_in_datasource: 'not in the dataset',
  no_temporal_column: 'no time column',
};

/** The text of the warning: each rejected filter with its reason. */
export function rejectedFiltersText(filters: RejectedFilter[]): string {
  const parts = filters.map(
    (filter) => `${filter.column} (${REASONS[filter.reason] ?? filter.reason})`,
  );
  return `Filters not applied to this chart: ${parts.join(', ')}`;
}

/** The warning icon with its explanation on hover or focus. */
export function RejectedFilters({
  chartId,
  filters,
}: {
  chartId: number;
  filters: RejectedFilter[];
}) {
  const text = rejectedFiltersText(filters);
  return (
    <Tooltip title={text}>
      <span
        className="dashboard-chart-rejected"
        tabIndex={0}
        role="img"
        aria-label={text}
        data-test={`chart-rejected-filters-${chartId}`}
      >
        !
      </span>
    </Tooltip>
  );
}
