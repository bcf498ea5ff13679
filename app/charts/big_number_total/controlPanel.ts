import { HEADER_FONT_SIZES, SUBHEADER_FONT_SIZES } from '../shared/tableLike/BigNumberView';
import { adhocFilters, dateFormat, metric, numberFormat } from '../shared/sharedControls';
import type { ControlPanelConfig } from '../types';

/** Big Number controls (Superset's names). */
export const controlPanel: ControlPanelConfig = {
  sections: [
    { label: 'Query', tab: 'data', expanded: true, rows: [[metric], [adhocFilters]] },
    {
      label: 'Display settings',
      tab: 'data',
      expanded: true,
      rows: [
        [
          {
            name: 'subheader',
            type: 'TextControl',
            label: 'Subheader',
            renderTrigger: true,
            description: 'Description text that shows up below your Big Number',
          },
        ],
        [
          {
            name: 'header_font_size',
            type: 'SelectControl',
            label: 'Big Number Font Size',
            default: 0.4,
            renderTrigger: true,
            choices: HEADER_FONT_SIZES,
          },
          {
            name: 'subheader_font_size',
            type: 'SelectControl',
            label: 'Subheader Font Size',
            default: 0.15,
            renderTrigger: true,
            choices: SUBHEADER_FONT_SIZES,
          },
        ],
        [numberFormat('y_axis_format', 'Number format')],
        [dateFormat('time_format', 'Date format')],
        [
          {
            name: 'force_timestamp_formatting',
            type: 'CheckboxControl',
            label: 'Force date format',
            default: false,
            renderTrigger: true,
            description: 'Use date formatting even when metric value is not a timestamp',
          },
        ],
        [
          {
            name: 'conditional_formatting',
            type: 'ConditionalFormattingControl',
            label: 'Conditional formatting',
            default: [],
            renderTrigger: true,
            description: 'Apply conditional color formatting to metric',
          },
        ],
      ],
    },
  ],
};
