import type { EChartsCoreOption } from 'echarts/core';
import { CategoricalColorScale } from '../shared/colorSchemes';
import type { EchartsOptionProps } from '../shared/flow/echartsComponent';
import {
  columnKey,
  firstRows,
  flagOf,
  metricKey,
  textOf,
  toNumber,
} from '../shared/flow/formValues';
import { getNumberFormatter } from '../shared/formatters';
import type { ChartPropsInput, FormData } from '../types';

interface GraphNode {
  id: string;
  name: string;
  value: number;
  category?: number;
  symbolSize: number;
  label: { show: boolean };
}

interface GraphEdge {
  source: string;
  target: string;
  value: number;
  lineStyle: { width: number };
}

/** Scales v in [min, max] to [base / 2, base * 2]: the largest is 4× the smallest, as Superset says. */
export function scaleSize(value: number, min: number, max: number, base: number): number {
  const spread = max - min;
  const ratio = spread > 0 ? (value - min) / spread : 0.5;
  return base / 2 + ratio * (base * 2 - base / 2);
}

/** Superset stores roam and selectedMode as text or booleans. */
function optionFlag(value: unknown, fallback: boolean | string): boolean | string {
  if (value === undefined || value === null || value === '') return fallback;
  if (value === 'true' || value === true) return true;
  if (value === 'false' || value === false) return false;
  return String(value);
}

function legendPlacement(formData: FormData): Record<string, unknown> {
  const orient = textOf(formData, 'legendOrientation', 'top');
  const vertical = orient === 'left' || orient === 'right';
  return { orient: vertical ? 'vertical' : 'horizontal', [orient]: 0, type: 'scroll' };
}

/**
 * Nodes are distinct source/target values sized by the metric summed over their edges; edges are
 * widened by their metric; categories (source_category / target_category) colour nodes and
 * make the legend.
 */
export function transformProps(input: ChartPropsInput): EchartsOptionProps {
  const { formData } = input;
  const keys = {
    source: columnKey(formData.source),
    target: columnKey(formData.target),
    sourceCategory: columnKey(formData.source_category),
    targetCategory: columnKey(formData.target_category),
    metric: metricKey(formData.metric),
  };
  const nodes = new Map<string, GraphNode>();
  const categories: string[] = [];
  const categoryIndex = (value: unknown): number | undefined => {
    if (value === undefined || value === null) return undefined;
    const name = String(value);
    if (!categories.includes(name)) categories.push(name);
    return categories.indexOf(name);
  };
  const node = (name: string, category: number | undefined, value: number) => {
    const known = nodes.get(name);
    if (known) {
      known.value += value;
      known.category ??= category;
      return;
    }
    nodes.set(name, { id: name, name, value, category, symbolSize: 0, label: { show: true } });
  };
  const edges = new Map<string, GraphEdge>();
  for (const row of firstRows(input.queriesData)) {
    const source = row[keys.source];
    const target = row[keys.target];
    if (source === null || source === undefined || target === null || target === undefined)
      continue;
    const value = toNumber(row[keys.metric], 0);
    node(
      String(source),
      keys.sourceCategory ? categoryIndex(row[keys.sourceCategory]) : undefined,
      value,
    );
    node(
      String(target),
      keys.targetCategory ? categoryIndex(row[keys.targetCategory]) : undefined,
      value,
    );
    const id = JSON.stringify([String(source), String(target)]);
    const edge = edges.get(id) ?? {
      source: String(source),
      target: String(target),
      value: 0,
      lineStyle: { width: 0 },
    };
    edge.value += value;
    edges.set(id, edge);
  }
  const baseNode = toNumber(formData.baseNodeSize, 20);
  const baseEdge = toNumber(formData.baseEdgeWidth, 3);
  const threshold = toNumber(formData.show_symbol_threshold ?? formData.showSymbolThreshold, 0);
  const nodeValues = [...nodes.values()].map((n) => n.value);
  const edgeValues = [...edges.values()].map((e) => e.value);
  for (const n of nodes.values()) {
    n.symbolSize = scaleSize(n.value, Math.min(...nodeValues), Math.max(...nodeValues), baseNode);
    n.label.show = n.value >= threshold;
  }
  for (const e of edges.values())
    e.lineStyle.width = scaleSize(
      e.value,
      Math.min(...edgeValues),
      Math.max(...edgeValues),
      baseEdge,
    );

  const colors = new CategoricalColorScale(
    input.colorScheme ?? (formData.color_scheme as string | undefined),
    input.labelColors,
  );
  const layout = textOf(formData, 'layout', 'force') === 'circular' ? 'circular' : 'force';
  const format = getNumberFormatter(null);
  const showLegend = flagOf(formData, 'show_legend', true) && categories.length > 0;
  const option: EChartsCoreOption = {
    animation: false,
    color: categories.map((name) => colors.getColor(name)),
    tooltip: {
      trigger: 'item',
      formatter: (params: { dataType?: string; data?: GraphNode | GraphEdge }) => {
        const datum = params.data;
        if (!datum) return '';
        return params.dataType === 'edge' && 'source' in datum
          ? `${datum.source} > ${datum.target}: ${format(datum.value)}`
          : `${(datum as GraphNode).name}: ${format(datum.value)}`;
      },
    },
    legend: showLegend ? { data: categories, ...legendPlacement(formData) } : { show: false },
    series: [
      {
        type: 'graph',
        layout,
        data: [...nodes.values()],
        links: [...edges.values()],
        categories: categories.map((name) => ({
          name,
          itemStyle: { color: colors.getColor(name) },
        })),
        roam: optionFlag(formData.roam, false),
        draggable: layout === 'force' && flagOf(formData, 'draggable', false),
        selectedMode: optionFlag(formData.selectedMode, 'single'),
        edgeSymbol: textOf(formData, 'edgeSymbol', 'none,arrow').split(','),
        edgeSymbolSize: baseEdge * 2,
        top: showLegend ? 48 : 16,
        bottom: 16,
        left: 16,
        right: 16,
        label: { position: 'right', formatter: '{b}' },
        emphasis: { focus: 'adjacency', lineStyle: { width: 6 } },
        lineStyle: { curveness: 0.1, opacity: 0.6 },
        force: {
          edgeLength: toNumber(formData.edgeLength, 400),
          gravity: toNumber(formData.gravity, 0.3),
          repulsion: toNumber(formData.repulsion, 1000),
          friction: toNumber(formData.friction, 0.2),
          layoutAnimation: false,
        },
        circular: { rotateLabel: true },
      },
    ],
  };
  return { option };
}
