import type { ChartPropsInput } from '../types';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsChartProps } from '../shared/categorical/createEchartsChart';
import { selectedLabels } from '../shared/categorical/crossFilter';
import { escapeHtml, formatCategoricalLabel, percentFormatter } from '../shared/categorical/labels';
import { dimensionLabels, metricName } from '../shared/categorical/rows';
import {
  buildTree,
  nodeLabel,
  selectedNodeKeys,
  type TreeNode,
  treeTotal,
} from '../shared/categorical/tree';
import { formColumns } from '../shared/buildQueryObject';
import { getNumberFormatter } from '../shared/formatters';

/** Treemap answer → nested ECharts treemap nodes, coloured by top-level node, cross-filterable. */
export function transformProps({
  formData,
  queriesData,
  labelColors,
  colorScheme,
  filterState,
}: ChartPropsInput): EchartsChartProps {
  const columns = dimensionLabels(formColumns(formData.groupby));
  const metric = metricName(formData.metric);
  const nodes = buildTree(queriesData[0], columns, metric, undefined, formData.date_format);
  const total = treeTotal(nodes);
  const format = getNumberFormatter(formData.number_format as string | undefined);
  const scale = new CategoricalColorScale(
    colorScheme ?? (formData.color_scheme as string),
    labelColors,
  );
  const selected = selectedLabels(filterState);
  const labelType = formData.label_type ?? 'key_value';

  const toItem = (node: TreeNode, color: string): Record<string, unknown> => {
    const label = nodeLabel(node);
    const isSelected = selected.includes(label);
    return {
      name: node.name,
      value: node.value,
      itemStyle: {
        color,
        opacity: selected.length && !isSelected ? 0.4 : 1,
        // Top-level nodes draw their upper label band in their own colour.
        borderColor: isSelected ? '#000' : node.path.length === 1 ? color : undefined,
      },
      labelText: formatCategoricalLabel(
        labelType,
        { name: node.name, value: node.value, percent: null },
        format,
      ),
      tooltipText: `${node.labels.map(escapeHtml).join(' ▸ ')}<br/>${escapeHtml(metric)}: ${escapeHtml(
        format(node.value),
      )} (${percentFormatter(total ? node.value / total : 0)})`,
      filterKey: { label, values: node.path },
      children: node.children.length
        ? node.children.map((child) => toItem(child, color))
        : undefined,
    };
  };
  const data = nodes.map((node) => toItem(node, scale.getColor(node.name)));
  const labelFormatter = (params: { data?: { labelText?: string } }) =>
    params.data?.labelText ?? '';
  const option = {
    tooltip: {
      trigger: 'item',
      formatter: (params: { data?: { tooltipText?: string } }) => params.data?.tooltipText ?? '',
    },
    series: [
      {
        type: 'treemap',
        name: metric,
        width: '100%',
        height: '100%',
        top: 0,
        left: 0,
        roam: false,
        nodeClick: false,
        breadcrumb: { show: false },
        label: { show: formData.show_labels !== false, formatter: labelFormatter },
        upperLabel: {
          show: formData.show_upper_labels !== false,
          height: 22,
          color: '#fff',
          formatter: labelFormatter,
        },
        itemStyle: { borderColor: '#fff', borderWidth: 1, gapWidth: 2 },
        // levels[0] is ECharts' own root; levels[1] the top-level nodes, which carry upper labels.
        levels: [
          { itemStyle: { borderWidth: 0, gapWidth: 3 } },
          { itemStyle: { borderWidth: 2, gapWidth: 1 } },
        ],
        data,
      },
    ],
  };
  return {
    option,
    crossFilter: { columns, selected, selectedKeys: selectedNodeKeys(nodes, selected) },
  };
}
