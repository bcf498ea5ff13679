import { Link } from 'react-router';
import { Checkbox } from '@app/components/antdKit';
import type { DashboardListItem } from './dashboardListCalls';
import { DashboardRowActions, type DashboardRowActionsProps } from './DashboardRowActions';
import { CertifiedMark, OwnerAvatars, StarButton, StatusBadge } from './dashboardMarks';

/** One dashboard as a card: a layout sketch, title, status, modified time, owners and marks. */
export function DashboardCard({
  dashboard,
  selected,
  onSelect,
  onStar,
  ...actions
}: {
  dashboard: DashboardListItem;
  /** Shown with a check box when bulk selection is possible. */
  selected?: boolean;
  onSelect?: (picked: boolean) => void;
  onStar: (dashboard: DashboardListItem) => void;
} & Omit<DashboardRowActionsProps, 'dashboard'>) {
  const chartCount = dashboard.charts.length;
  return (
    <article className="dashboard-card" data-test={`dashboard-card-${dashboard.id}`}>
      <Link to={dashboard.url} className="dashboard-card-thumbnail" tabIndex={-1} aria-hidden>
        {/* No rendered thumbnails (no headless browser on the server): a sketch of a layout. */}
        <span className="dashboard-card-sketch">
          <span />
          <span />
          <span />
        </span>
        <StatusBadge published={dashboard.published} />
      </Link>
      <div className="dashboard-card-body">
        <div className="dashboard-card-title-row">
          {onSelect && (
            <Checkbox
              checked={selected}
              aria-label={`Select ${dashboard.dashboard_title}`}
              onChange={(event) => onSelect(event.target.checked)}
            />
          )}
          <CertifiedMark dashboard={dashboard} />
          <Link
            to={dashboard.url}
            className="dashboard-card-title"
            title={dashboard.dashboard_title}
          >
            {dashboard.dashboard_title}
          </Link>
          <StarButton dashboard={dashboard} onStar={onStar} />
        </div>
        <div className="dashboard-card-meta">
          <span>{chartCount === 1 ? '1 chart' : `${chartCount} charts`}</span>
          <span>Modified {dashboard.changed_on_delta_humanized}</span>
        </div>
        <div className="dashboard-card-footer">
          <OwnerAvatars owners={dashboard.owners} />
          <DashboardRowActions dashboard={dashboard} {...actions} />
        </div>
      </div>
    </article>
  );
}
