import type { ControlPanelConfig, ControlPanelSection, ControlSpec, FormData } from '../types';
import {
  advancedAnalyticsSection,
  annotationsSection,
  chartTitleSection,
  queryRows,
  xAxisSection,
} from '../shared/timeseries/controlSections';
import {
  colorScheme,
  legendOrientation,
  numberFormat,
  showLegend,
  timeGrain,
  xAxis,
} from '../shared/sharedControls';

const render = (control: ControlSpec): ControlSpec => ({ ...control, renderTrigger: true });

const SERIES_TYPE_CHOICES: [string, string][] = [
  ['line', 'Line'],
  ['scatter', 'Scatter'],
  ['smooth', 'Smooth Line'],
  ['bar', 'Bar'],
  ['start', 'Step - start'],
  ['middle', 'Step - middle'],
  ['end', 'Step - end'],
];

/** The series style controls of one query (`seriesType` or `seriesTypeB` …). */
function queryStyleSection(b: boolean): ControlPanelSection {
  const key = (name: string) => (b ? `${name}B` : name);
  const label = b ? 'Query B' : 'Query A';
  return {
    label,
    tab: 'customize',
    expanded: true,
    rows: [
      [
        render({
          name: key('seriesType'),
          type: 'SelectControl',
          label: 'Series type',
          default: 'line',
          choices: SERIES_TYPE_CHOICES,
        }),
      ],
      [
        render({
          name: key('stack'),
          type: 'CheckboxControl',
          label: 'Stack series',
          default: false,
        }),
      ],
      [
        render({ name: key('area'), type: 'CheckboxControl', label: 'Area chart', default: false }),
        render({
          name: key('opacity'),
          type: 'SliderControl',
          label: 'Opacity',
          default: 0.2,
          min: 0,
          max: 1,
          step: 0.1,
        }),
      ],
      [
        render({
          name: key('show_value'),
          type: 'CheckboxControl',
          label: 'Show Values',
          default: false,
        }),
      ],
      [
        render({
          name: key('markerEnabled'),
          type: 'CheckboxControl',
          label: 'Marker',
          default: false,
        }),
        render({
          name: key('markerSize'),
          type: 'SliderControl',
          label: 'Marker size',
          default: 6,
          min: 0,
          max: 100,
        }),
      ],
      [
        render({
          name: key('yAxisIndex'),
          type: 'SelectControl',
          label: 'Y Axis',
          default: 0,
          choices: [
            [0, 'Primary'],
            [1, 'Secondary'],
          ],
        }),
      ],
      [
        render({
          name: b ? 'y_axis_format_secondary' : 'y_axis_format',
          type: numberFormat().type,
          label: b ? 'Secondary y-axis format' : 'Primary y-axis format',
          default: numberFormat().default,
          choices: numberFormat().choices,
          freeForm: true,
        }),
      ],
    ],
  };
}

const onSecondary = (formData: FormData) =>
  Number(formData.yAxisIndex) === 1 || Number(formData.yAxisIndexB) === 1;

/** The Mixed Chart's controls: two queries, their analytics, and a style per query. */
export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Shared query fields', tab: 'data', expanded: true, rows: [[xAxis], [timeGrain]] },
    { label: 'Query A', tab: 'data', expanded: true, rows: queryRows() },
    advancedAnalyticsSection(),
    { label: 'Query B', tab: 'data', expanded: true, rows: queryRows('_b') },
    advancedAnalyticsSection('_b'),
    annotationsSection,
    chartTitleSection,
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [render({ name: 'zoomable', type: 'CheckboxControl', label: 'Data Zoom', default: false })],
        [showLegend],
        [legendOrientation],
        [
          render({
            name: 'show_query_identifiers',
            type: 'CheckboxControl',
            label: 'Show query identifiers',
            default: false,
            description: 'Add Query A and Query B identifiers to tooltips and legend',
          }),
        ],
        [
          render({
            name: 'logAxis',
            type: 'CheckboxControl',
            label: 'Logarithmic y-axis',
            default: false,
          }),
        ],
        [
          render({
            name: 'logAxisSecondary',
            type: 'CheckboxControl',
            label: 'Logarithmic y-axis (secondary)',
            default: false,
            visibility: onSecondary,
          }),
        ],
        [
          render({
            name: 'minorSplitLine',
            type: 'CheckboxControl',
            label: 'Minor Split Line',
            default: false,
          }),
        ],
        [
          render({
            name: 'truncateYAxis',
            type: 'CheckboxControl',
            label: 'Truncate Y Axis',
            default: false,
          }),
        ],
        [
          render({
            name: 'y_axis_bounds',
            type: 'BoundsControl',
            label: 'Primary y-axis Bounds',
            default: [null, null],
            visibility: (f) => Boolean(f.truncateYAxis),
          }),
        ],
      ],
    },
    queryStyleSection(false),
    queryStyleSection(true),
    xAxisSection,
  ],
};
