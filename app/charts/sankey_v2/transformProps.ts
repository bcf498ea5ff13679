import type { EChartsCoreOption } from 'echarts/core';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import { columnKey, firstRows, metricKey, toNumber } from '../shared/flow/formValues';
import { getNumberFormatter } from '../shared/formatters';
import type { ChartPropsInput } from '../types';
import { type FlowEdge, findLoop } from './findLoop';

/** Superset's message for a Sankey whose links form a cycle. */
export const SANKEY_LOOP_MESSAGE = 'There is a loop in your Sankey, please provide a tree.';

interface SankeyLink extends FlowEdge {
  value: number;
}

/** Nodes are the distinct source and target values; links carry the metric (summed per pair). */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData } = input;
  const sourceKey = columnKey(formData.source);
  const targetKey = columnKey(formData.target);
  const valueKey = metricKey(formData.metric);
  const byPair = new Map<string, SankeyLink>();
  for (const row of firstRows(input.queriesData)) {
    if (row[sourceKey] === null || row[targetKey] === null) continue;
    const source = String(row[sourceKey]);
    const target = String(row[targetKey]);
    const key = JSON.stringify([source, target]);
    const link = byPair.get(key) ?? { source, target, value: 0 };
    link.value += toNumber(row[valueKey], 0);
    byPair.set(key, link);
  }
  const links = [...byPair.values()];
  if (findLoop(links) !== null) throw new Error(SANKEY_LOOP_MESSAGE);
  const names = [...new Set(links.flatMap((link) => [link.source, link.target]))];
  const colors = new CategoricalColorScale(
    input.colorScheme ?? (formData.color_scheme as string | undefined),
    input.labelColors,
  );
  const format = getNumberFormatter(null);
  const option: EChartsCoreOption = {
    tooltip: {
      trigger: 'item',
      formatter: (params: {
        dataType?: string;
        name?: string;
        value?: number;
        data?: SankeyLink;
      }) =>
        params.dataType === 'edge' && params.data
          ? `${params.data.source} → ${params.data.target}: ${format(params.data.value)}`
          : `${params.name ?? ''}: ${format(params.value)}`,
    },
    series: [
      {
        type: 'sankey',
        animation: false,
        left: 16,
        right: 96,
        top: 16,
        bottom: 16,
        nodeAlign: 'justify',
        emphasis: { focus: 'adjacency' },
        lineStyle: { color: 'source', opacity: 0.3 },
        label: { overflow: 'truncate', width: 90 },
        data: names.map((name) => ({ name, itemStyle: { color: colors.getColor(name) } })),
        links,
      },
    ],
  };
  return { option };
}
