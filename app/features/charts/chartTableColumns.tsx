import { Link } from 'react-router';
import type { TableLayout } from '@app/components/resourceList/resourceTableColumns';
import { type ChartListItem, vizTypeName } from './chartPresentation';

/** The list view's own columns (Superset's: star, name, type, dataset, dashboards, owners, …). */
export const chartTableColumns: TableLayout<ChartListItem> = {
  name: { title: 'Name', key: 'slice_name', width: '22%' },
  middle: [
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
  ],
  ownersWidth: 90,
  modifiedWidth: 130,
};
