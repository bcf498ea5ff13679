import type { ChartPropsInput } from '../types';
import { CategoricalColorScale, sequentialColors } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { selectedLabels } from '../shared/categorical/crossFilter';
import { escapeHtml, formatCategoricalLabel, percentFormatter } from '../shared/categorical/labels';
import { dimensionLabels, metricName } from '../shared/categorical/rows';
import {
  buildTree,
  linearColor,
  nodeLabel,
  selectedNodeKeys,
  type TreeNode,
  treeTotal,
} from '../shared/categorical/tree';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';
import { labelFits, ringsOf, totalFontSize } from './sunburstFit';

const flatten = (nodes: TreeNode[]): TreeNode[] =>
  nodes.flatMap((node) => [node, ...flatten(node.children)]);

/**
 * Sunburst answer → ECharts sunburst rings. Colours are categorical by node name, or — with a
 * secondary metric — the secondary/primary ratio along the linear colour scheme.
 */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  filterState,
  width,
  height,
}: ChartPropsInput): EchartsChartProps {
  const columns = dimensionLabels(formColumns(formData.columns));
  const metric = metricName(formData.metric);
  const secondary = formData.secondary_metric ? metricName(formData.secondary_metric) : undefined;
  const nodes = buildTree(queriesData[0], columns, metric, secondary, undefined);
  const total = treeTotal(nodes);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const scale = new CategoricalColorScale(
    colorScheme ?? (formData.color_scheme as string),
    labelColors,
  );
  const stops = sequentialColors(formData.linear_color_scheme as string | undefined);
  const ratio = (node: TreeNode) => (node.value ? node.secondary / node.value : 0);
  const ratios = flatten(nodes).map(ratio);
  const [low, high] = [Math.min(...ratios), Math.max(...ratios)];
  const colorOf = (node: TreeNode) =>
    secondary
      ? linearColor(stops, high > low ? (ratio(node) - low) / (high - low) : 0.5)
      : scale.getColor(node.name);
  const threshold = Number(formData.show_labels_threshold ?? 5) / 100;
  const selected = selectedLabels(filterState);
  const showTotal = formData.show_total !== false;
  const innerShare = showTotal ? 0.25 : 0.1;
  // The tree has one level per hierarchy column.
  const rings = ringsOf({ width, height }, innerShare, columns.length);
  const totalText = `Total: ${format(total)}`;
  const totalSize = totalFontSize(totalText, rings.hole);

  const toItem = (node: TreeNode, level: number): Record<string, unknown> => {
    const label = nodeLabel(node);
    const share = total ? node.value / total : null;
    const isSelected = selected.includes(label);
    const lines = [
      `${node.labels.map(escapeHtml).join(' ▸ ')}`,
      `${escapeHtml(metric)}: ${escapeHtml(format(node.value))} (${percentFormatter(share ?? 0)})`,
    ];
    if (secondary) lines.push(`${escapeHtml(secondary)}: ${escapeHtml(format(node.secondary))}`);
    const text = formatCategoricalLabel(
      formData.label_type ?? 'key',
      { name: node.name, value: node.value, percent: share },
      format,
    );
    return {
      name: node.name,
      value: node.value,
      itemStyle: { color: colorOf(node), opacity: selected.length && !isSelected ? 0.3 : 1 },
      label: {
        show:
          formData.show_labels === true &&
          (share ?? 0) >= threshold &&
          labelFits(text, level, share ?? 0, rings),
        formatter: text,
      },
      tooltipText: lines.join('<br/>'),
      filterKey: { label, values: node.path },
      children: node.children.length
        ? node.children.map((child) => toItem(child, level + 1))
        : undefined,
    };
  };
  const option = {
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: { tooltipText?: string } }) => params.data?.tooltipText ?? '',
    },
    graphic:
      showTotal && totalSize > 0
        ? {
            type: 'text',
            left: 'center',
            top: 'middle',
            z: 10,
            style: { text: totalText, fontSize: totalSize, fontWeight: 'bold' },
          }
        : undefined,
    series: [
      {
        type: 'sunburst',
        radius: [`${innerShare * 100}%`, '90%'],
        nodeClick: false,
        label: { rotate: 'radial', minAngle: 4 },
        itemStyle: { borderColor: '#fff', borderWidth: 1 },
        data: nodes.map((node) => toItem(node, 1)),
      },
    ],
  };
  return {
    option,
    crossFilter: { columns, selected, selectedKeys: selectedNodeKeys(nodes, selected) },
  };
}
