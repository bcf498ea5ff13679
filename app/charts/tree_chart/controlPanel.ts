import { adhocFilters, querySection, rowLimit } from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec, FormData } from '../types';

const POSITIONS: [string, string][] = [
  ['left', 'left'],
  ['top', 'top'],
  ['right', 'right'],
  ['bottom', 'bottom'],
];

const select = (
  name: string,
  label: string,
  fallback: string,
  choices: [string, string][],
  extra: Partial<ControlSpec> = {},
): ControlSpec => ({
  name,
  type: 'SelectControl',
  label,
  default: fallback,
  choices,
  renderTrigger: true,
  ...extra,
});

const isOrthogonal = (formData: FormData) => (formData.layout ?? 'orthogonal') === 'orthogonal';

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [
        {
          name: 'id',
          type: 'ColumnControl',
          label: 'Id',
          validators: ['required'],
          description: 'Name of the id column',
        },
      ],
      [
        {
          name: 'parent',
          type: 'ColumnControl',
          label: 'Parent',
          validators: ['required'],
          description: 'Name of the column containing the id of the parent node',
        },
      ],
      [
        {
          name: 'name',
          type: 'ColumnControl',
          label: 'Name',
          description: 'Optional name of the data column.',
        },
      ],
      [
        {
          name: 'root_node_id',
          type: 'TextControl',
          label: 'Root node id',
          description: 'Id of root node of the tree.',
        },
      ],
      [
        {
          name: 'metric',
          type: 'MetricControl',
          label: 'Metric',
          description: 'Metric for node values',
        },
      ],
      [adhocFilters],
      [rowLimit],
    ]),
    {
      label: 'Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [
          select(
            'layout',
            'Tree layout',
            'orthogonal',
            [
              ['orthogonal', 'Orthogonal'],
              ['radial', 'Radial'],
            ],
            { description: 'Layout type of tree' },
          ),
        ],
        [
          select(
            'orient',
            'Tree orientation',
            'LR',
            [
              ['LR', 'Left to Right'],
              ['RL', 'Right to Left'],
              ['TB', 'Top to Bottom'],
              ['BT', 'Bottom to Top'],
            ],
            {
              description: 'Orientation of tree',
              visibility: isOrthogonal,
            },
          ),
        ],
        [
          select('node_label_position', 'Node label position', 'left', POSITIONS, {
            description: 'Position of intermediate node label on tree',
          }),
        ],
        [
          select('child_label_position', 'Child label position', 'bottom', POSITIONS, {
            description: 'Position of child node label on tree',
          }),
        ],
        [
          select(
            'emphasis',
            'Emphasis',
            'descendant',
            [
              ['ancestor', 'ancestor'],
              ['descendant', 'descendant'],
            ],
            {
              description: 'Which relatives to highlight on hover',
              visibility: isOrthogonal,
            },
          ),
        ],
        [
          select('symbol', 'Symbol', 'emptyCircle', [
            ['emptyCircle', 'Empty circle'],
            ['circle', 'Circle'],
            ['rect', 'Rectangle'],
            ['triangle', 'Triangle'],
            ['diamond', 'Diamond'],
            ['pin', 'Pin'],
            ['arrow', 'Arrow'],
            ['none', 'None'],
          ]),
        ],
        [
          {
            name: 'symbolSize',
            type: 'SliderControl',
            label: 'Symbol size',
            default: 7,
            min: 5,
            max: 30,
            step: 2,
            renderTrigger: true,
            description: 'Size of edge symbols',
          },
        ],
        [
          {
            name: 'roam',
            type: 'SelectControl',
            label: 'Enable graph roaming',
            default: false,
            choices: [
              ['false', 'Disabled'],
              ['scale', 'Scale only'],
              ['move', 'Move only'],
              ['true', 'Scale and Move'],
            ],
            renderTrigger: true,
          },
        ],
      ],
    },
  ],
};
