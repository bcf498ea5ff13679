import {
  adhocFilters,
  colorScheme,
  legendOrientation,
  metric,
  querySection,
  rowLimit,
  showLegend,
} from '../shared/sharedControls';
import type { ControlPanelConfig, ControlSpec, FormData } from '../types';

const column = (
  name: string,
  label: string,
  description: string,
  required = false,
): ControlSpec => ({
  name,
  type: 'ColumnControl',
  label,
  description,
  ...(required ? { validators: ['required' as const] } : {}),
});

const number = (
  name: string,
  label: string,
  fallback: number,
  description: string,
): ControlSpec => ({
  name,
  type: 'NumberControl',
  label,
  default: fallback,
  renderTrigger: true,
  validators: ['number'],
  description,
});

const isForce = (formData: FormData) => (formData.layout ?? 'force') === 'force';

export const controlPanel: ControlPanelConfig = {
  sections: [
    querySection([
      [column('source', 'Source', 'Name of the source nodes', true)],
      [column('target', 'Target', 'Name of the target nodes', true)],
      [metric],
      [
        column(
          'source_category',
          'Source category',
          'The category of source nodes used to assign colors. If a node is associated with more than one category, only the first will be used.',
        ),
      ],
      [column('target_category', 'Target category', 'Category of target nodes')],
      [adhocFilters],
      [rowLimit],
    ]),
    {
      label: 'Chart Options',
      tab: 'customize',
      expanded: true,
      rows: [
        [colorScheme],
        [showLegend, legendOrientation],
        [
          {
            name: 'layout',
            type: 'SelectControl',
            label: 'Graph layout',
            default: 'force',
            choices: [
              ['force', 'Force'],
              ['circular', 'Circular'],
            ],
            renderTrigger: true,
            description: 'Layout type of graph',
          },
        ],
        [
          {
            name: 'edgeSymbol',
            type: 'SelectControl',
            label: 'Edge symbols',
            default: 'none,arrow',
            choices: [
              ['none,none', 'None -> None'],
              ['none,arrow', 'None -> Arrow'],
              ['circle,arrow', 'Circle -> Arrow'],
              ['circle,circle', 'Circle -> Circle'],
            ],
            renderTrigger: true,
            description: 'Symbol of two ends of edge line',
          },
        ],
        [
          {
            name: 'draggable',
            type: 'CheckboxControl',
            label: 'Enable node dragging',
            default: false,
            renderTrigger: true,
            visibility: isForce,
          },
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
        [
          {
            name: 'selectedMode',
            type: 'SelectControl',
            label: 'Node select mode',
            default: 'single',
            choices: [
              ['false', 'Disabled'],
              ['single', 'Single'],
              ['multiple', 'Multiple'],
            ],
            renderTrigger: true,
          },
        ],
        [
          {
            name: 'show_symbol_threshold',
            type: 'SliderControl',
            label: 'Label threshold',
            default: 0,
            min: 0,
            max: 100,
            step: 1,
            renderTrigger: true,
            description: 'Minimum value for label to be displayed on graph.',
          },
        ],
        [
          number(
            'baseNodeSize',
            'Node size',
            20,
            'Median node size, the largest node will be 4 times larger than the smallest',
          ),
        ],
        [
          number(
            'baseEdgeWidth',
            'Edge width',
            3,
            'Median edge width, the thickest edge will be 4 times thicker than the thinnest.',
          ),
        ],
        [number('edgeLength', 'Edge length', 400, 'Edge length between nodes')],
        [number('gravity', 'Gravity', 0.3, 'Strength to pull the graph toward center')],
        [number('repulsion', 'Repulsion', 1000, 'Repulsion strength between nodes')],
        [number('friction', 'Friction', 0.2, 'Friction between nodes')],
      ],
    },
  ],
};
