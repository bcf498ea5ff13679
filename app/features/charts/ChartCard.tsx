import { Link } from 'react-router';
import { Checkbox } from '@app/components/antdKit';
import {
  chartExploreUrl,
  type ChartListItem,
  thumbnailSrc,
  vizTypeName,
} from './chartPresentation';
import { OwnerAvatars } from './OwnerAvatars';
import { ChartRowActions, type ChartRowActionsProps } from './ChartRowActions';
import { CertifiedMark, StarButton } from './chartMarks';

/** One chart as a card: thumbnail of its type, name, type, modified time, owners and marks. */
export function ChartCard({
  chart,
  selected,
  onSelect,
  onStar,
  ...actions
}: {
  chart: ChartListItem;
  /** Shown with a check box when bulk selection is possible. */
  selected?: boolean;
  onSelect?: (picked: boolean) => void;
  onStar: (chart: ChartListItem) => void;
} & Omit<ChartRowActionsProps, 'chart'>) {
  const src = thumbnailSrc(chart.viz_type);
  const url = chartExploreUrl(chart.id);
  return (
    <article className="chart-card" data-test={`chart-card-${chart.id}`}>
      <Link to={url} className="chart-card-thumbnail" tabIndex={-1} aria-hidden>
        {src ? <img src={src} alt="" /> : <span className="chart-card-no-thumbnail" />}
      </Link>
      <div className="chart-card-body">
        <div className="chart-card-title-row">
          {onSelect && (
            <Checkbox
              checked={selected}
              aria-label={`Select ${chart.slice_name}`}
              onChange={(event) => onSelect(event.target.checked)}
            />
          )}
          <CertifiedMark chart={chart} />
          <Link to={url} className="chart-card-title" title={chart.slice_name}>
            {chart.slice_name}
          </Link>
          <StarButton chart={chart} onStar={onStar} />
        </div>
        <div className="chart-card-meta">
          <span>{vizTypeName(chart.viz_type)}</span>
          <span>Modified {chart.changed_on_delta_humanized}</span>
        </div>
        <div className="chart-card-footer">
          <OwnerAvatars owners={chart.owners} />
          <ChartRowActions chart={chart} {...actions} />
        </div>
      </div>
    </article>
  );
}
