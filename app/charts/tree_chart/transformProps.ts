import type { EChartsCoreOption } from 'echarts/core';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import { columnKey, firstRows, metricKey, textOf, toNumber } from '../shared/flow/formValues';
import { getNumberFormatter } from '../shared/formatters';
import type { ChartPropsInput } from '../types';
import { buildHierarchy } from './buildHierarchy';

/** Shown when root_node_id names no row. */
export const UNKNOWN_ROOT_MESSAGE = 'The root node id was not found in the data';

const roamOf = (value: unknown): boolean | string =>
  value === true || value === 'true' ? true : value === 'scale' || value === 'move' ? value : false;

/** Label placement ECharts expects: orthogonal trees label beside nodes, rotated for TB/BT. */
function labelOf(position: string, rotate: number) {
  return {
    position,
    rotate,
    verticalAlign: 'middle',
    align: position === 'left' ? 'right' : position === 'right' ? 'left' : 'center',
  };
}

/** The hierarchy of the id/parent rows as one ECharts tree series. */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData } = input;
  const rootNodeId = textOf(formData, 'root_node_id', '').trim();
  const root = buildHierarchy(
    firstRows(input.queriesData),
    {
      id: columnKey(formData.id),
      parent: columnKey(formData.parent),
      name: columnKey(formData.name) || undefined,
      value: metricKey(formData.metric) || undefined,
    },
    rootNodeId || null,
  );
  if (!root && rootNodeId) throw new Error(UNKNOWN_ROOT_MESSAGE);
  const layout = textOf(formData, 'layout', 'orthogonal') === 'radial' ? 'radial' : 'orthogonal';
  const orient = textOf(formData, 'orient', 'LR');
  const vertical = layout === 'orthogonal' && (orient === 'TB' || orient === 'BT');
  const format = getNumberFormatter(null);
  const option: EChartsCoreOption = {
    animation: false,
    tooltip: {
      trigger: 'item',
      formatter: (params: { name?: string; value?: unknown }) =>
        typeof params.value === 'number'
          ? `${params.name ?? ''}: ${format(params.value)}`
          : (params.name ?? ''),
    },
    series: [
      {
        type: 'tree',
        data: root ? [root] : [],
        layout,
        orient,
        top: '8%',
        bottom: '8%',
        // Leaf labels sit outside the drawing area: leave them room on both sides.
        left: '15%',
        right: '20%',
        roam: roamOf(formData.roam),
        symbol: textOf(formData, 'symbol', 'emptyCircle'),
        symbolSize: toNumber(formData.symbolSize, 7),
        initialTreeDepth: -1,
        expandAndCollapse: true,
        emphasis: {
          focus:
            layout === 'orthogonal' ? textOf(formData, 'emphasis', 'descendant') : 'descendant',
        },
        label: labelOf(textOf(formData, 'node_label_position', 'left'), vertical ? -90 : 0),
        leaves: {
          label: labelOf(textOf(formData, 'child_label_position', 'bottom'), vertical ? -90 : 0),
        },
      },
    ],
  };
  return { option };
}
