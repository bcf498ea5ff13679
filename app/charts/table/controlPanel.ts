import {
  adhocFilters,
  dateFormat,
  granularitySqla,
  groupby,
  metrics,
  numberFormat,
  orderDesc,
  rowLimit,
  timeGrain,
  timeRange,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec, FormData } from '../types';
import { queryMode } from './buildQuery';

const isRaw = (formData: FormData) => queryMode(formData) === 'raw';
const isAggregate = (formData: FormData) => !isRaw(formData);

const only = (control: ControlSpec, when: (formData: FormData) => boolean): ControlSpec => ({
  ...control,
  visibility: when,
});

const checkbox = (name: string, label: string, value: boolean, description?: string) =>
  ({
    name,
    type: 'CheckboxControl',
    label,
    default: value,
    renderTrigger: true,
    description,
  }) satisfies ControlSpec;

/** Table controls (Superset's names). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    {
      label: 'Query',
      tab: 'data',
      expanded: true,
      rows: [
        [
          {
            name: 'query_mode',
            type: 'SelectControl',
            label: 'Query mode',
            default: 'aggregate',
            choices: [
              ['aggregate', 'Aggregate'],
              ['raw', 'Raw records'],
            ],
          },
        ],
        [only(groupby, isAggregate)],
        [only({ ...metrics, validators: [] }, isAggregate)],
        [
          only(
            {
              name: 'all_columns',
              type: 'GroupByControl',
              label: 'Columns',
              multi: true,
              default: [],
              validators: ['nonEmpty'],
              description: 'Columns to display',
            },
            isRaw,
          ),
        ],
        [
          only(
            {
              name: 'percent_metrics',
              type: 'MetricsControl',
              label: 'Percentage metrics',
              multi: true,
              default: [],
              description:
                'Select one or many metrics to display, that will be displayed in the percentages of total.',
            },
            isAggregate,
          ),
        ],
        [adhocFilters],
        [
          only(
            {
              name: 'timeseries_limit_metric',
              type: 'MetricControl',
              label: 'Sort by',
              description: 'Metric used to define how the top series are sorted.',
            },
            isAggregate,
          ),
          only(orderDesc, isAggregate),
        ],
        [
          only(
            {
              name: 'order_by_cols',
              type: 'SelectControl',
              label: 'Ordering',
              multi: true,
              freeForm: true,
              default: [],
              description: 'Order results by selected columns ("["column", true]" ascending).',
            },
            isRaw,
          ),
        ],
        [{ ...rowLimit, default: 1000 }],
        [
          only(
            checkbox(
              'show_totals',
              'Show summary',
              false,
              'Show total aggregations of selected metrics.',
            ),
            isAggregate,
          ),
        ],
      ],
    },
    {
      label: 'Time',
      tab: 'data',
      expanded: false,
      rows: [
        [granularitySqla],
        [timeRange],
        [only(checkbox('include_time', 'Include time', false), isAggregate)],
        [only(timeGrain, (formData) => isAggregate(formData) && Boolean(formData.include_time))],
      ],
    },
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [dateFormat('table_timestamp_format', 'Timestamp format')],
        [numberFormat('y_axis_format', 'Number format')],
        [
          {
            name: 'page_length',
            type: 'SelectControl',
            label: 'Page length',
            default: 0,
            freeForm: true,
            renderTrigger: true,
            choices: [
              [0, 'All'],
              [10, '10'],
              [20, '20'],
              [50, '50'],
              [100, '100'],
              [200, '200'],
            ],
            description: 'Rows per page, 0 means no pagination',
          },
        ],
        [
          checkbox(
            'include_search',
            'Search box',
            false,
            'Whether to include a client-side search box',
          ),
          checkbox('allow_rearrange_columns', 'Allow columns to be rearranged', false),
        ],
        [
          checkbox('show_cell_bars', 'Show cell bars', true),
          checkbox(
            'align_pn',
            'Align +/-',
            false,
            'Whether to align background charts with both positive and negative values at 0',
          ),
        ],
        [checkbox('color_pn', 'Add colors to cell bars for +/-', true)],
        [
          {
            name: 'column_config',
            type: 'ColumnConfigControl',
            label: 'Customize columns',
            default: {},
            renderTrigger: true,
            description: 'Further customize how to display each column',
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            default: [],
            renderTrigger: true,
            description: 'Apply conditional color formatting to numeric columns',
          },
        ],
      ],
    },
  ],
};
