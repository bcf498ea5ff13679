import { Link } from 'react-router';
import type { ListColumn } from '@app/components/listPage/ListTable';
import { chartExploreUrl, type ChartListItem, vizTypeName } from './chartPresentation';
import { OwnerAvatars } from './OwnerAvatars';
import { ChartRowActions, type ChartRowActionsProps } from './ChartRowActions';
import { CertifiedMark, StarButton } from './chartMarks';

/** The list view's columns (Superset's: star, name, type, dataset, dashboards, owners, …). */
export function chartTableColumns(
  onStar: (chart: ChartListItem) => void,
  actions: Omit<ChartRowActionsProps, 'chart'>,
): ListColumn<ChartListItem>[] {
  return [
    {
      title: '',
      key: 'starred',
      width: 40,
      render: (chart) => <StarButton chart={chart} onStar={onStar} />,
    },
    {
      title: 'Name',
      key: 'slice_name',
      sortable: true,
      width: '22%',
      render: (chart) => (
        <span className="chart-list-name" data-test={`chart-list-row-${chart.id}`}>
          <CertifiedMark chart={chart} />
          <Link to={chartExploreUrl(chart.id)}>{chart.slice_name}</Link>
        </span>
      ),
    },
    {
      title: 'Type',
      key: 'viz_type',
      sortable: true,
      width: 130,
      render: (chart) => <span className="chart-list-type">{vizTypeName(chart.viz_type)}</span>,
    },
    {
      title: 'Dataset',
      key: 'datasource_name',
      sortable: true,
      width: '16%',
      render: (chart) =>
        chart.datasource_url && chart.datasource_name_text ? (
          <Link to={chart.datasource_url}>{chart.datasource_name_text}</Link>
        ) : (
          (chart.datasource_name_text ?? '')
        ),
    },
    {
      title: 'Dashboards',
      key: 'dashboards',
      render: (chart) => chart.dashboards.map((d) => d.dashboard_title).join(', '),
    },
    {
      title: 'Owners',
      key: 'owners',
      width: 90,
      render: (chart) => <OwnerAvatars owners={chart.owners} />,
    },
    {
      title: 'Last modified',
      key: 'changed_on_delta_humanized',
      sortable: true,
      width: 130,
      render: (chart) => (
        <span className="chart-list-modified">
          {chart.changed_on_delta_humanized}
          {chart.changed_by_name && <small>by {chart.changed_by_name}</small>}
        </span>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 160,
      render: (chart) => <ChartRowActions chart={chart} {...actions} />,
    },
  ];
}
