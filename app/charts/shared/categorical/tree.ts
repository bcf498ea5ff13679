import type { ChartDataResponseEntry } from '@common/api/chartData';
import type { ValueFormatter } from '../formatters';
import type { CrossFilterKey } from './crossFilter';
import { dimensionFormatter, numberOrNull } from './rows';

/** One node of a hierarchy built from grouped rows: leaves are rows, parents sum their children. */
export interface TreeNode {
  name: string;
  /** Raw values of the path's columns, root side first. */
  path: unknown[];
  /** Formatted path, root side first. */
  labels: string[];
  value: number;
  secondary: number;
  children: TreeNode[];
}

/**
 * Nests rows by the hierarchy columns (first column at the top); a node's value (and secondary
 * value) is the sum of its rows', so parents are the sums Superset's treemap and sunburst show.
 */
export function buildTree(
  entry: ChartDataResponseEntry | undefined,
  columns: string[],
  metric: string,
  secondaryMetric: string | undefined,
  dateFormat: unknown,
): TreeNode[] {
  const formatters: ValueFormatter[] = columns.map((column) =>
    dimensionFormatter(entry, column, dateFormat),
  );
  const root: TreeNode = { name: '', path: [], labels: [], value: 0, secondary: 0, children: [] };
  const index = new Map<TreeNode, Map<string, TreeNode>>();
  for (const row of entry?.data ?? []) {
    const value = numberOrNull(row[metric]) ?? 0;
    const secondary = secondaryMetric ? (numberOrNull(row[secondaryMetric]) ?? 0) : value;
    let parent = root;
    columns.forEach((column, depth) => {
      const raw = row[column];
      const label = formatters[depth]?.(raw) ?? String(raw);
      let children = index.get(parent);
      if (!children) index.set(parent, (children = new Map()));
      let node = children.get(label);
      if (!node) {
        node = {
          name: label,
          path: [...parent.path, raw],
          labels: [...parent.labels, label],
          value: 0,
          secondary: 0,
          children: [],
        };
        children.set(label, node);
        parent.children.push(node);
      }
      node.value += value;
      node.secondary += secondary;
      parent = node;
    });
  }
  return root.children;
}

/** Total of the top-level nodes. */
export function treeTotal(nodes: TreeNode[]): number {
  return nodes.reduce((sum, node) => sum + node.value, 0);
}

/** The label a tree node's selection is kept under (its path, e.g. "SEA, LAX"). */
export const nodeLabel = (node: TreeNode): string => node.labels.join(', ');

// Named colours some of Superset's sequential schemes use as stops.
const NAMED: Record<string, string> = {
  white: 'ffffff',
  black: '000000',
  red: 'ff0000',
  yellow: 'ffff00',
};

const hex = (color: string) => {
  const text = NAMED[color.toLowerCase()] ?? color.replace('#', '');
  const full = text.length === 3 ? [...text].map((c) => c + c).join('') : text;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16));
};

/** The colour at `t` in [0, 1] along a sequential scheme's stops (linear in RGB). */
export function linearColor(stops: string[], t: number): string {
  if (stops.length === 0) return '#1FA8C9';
  if (stops.length === 1 || !Number.isFinite(t)) return stops[0] ?? '#1FA8C9';
  const position = Math.min(1, Math.max(0, t)) * (stops.length - 1);
  const low = Math.floor(position);
  const high = Math.min(stops.length - 1, low + 1);
  const [a, b] = [hex(stops[low] ?? '#000'), hex(stops[high] ?? '#000')];
  const mix = a.map((channel, i) =>
    Math.round(channel + ((b[i] ?? 0) - channel) * (position - low)),
  );
  return `#${mix.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** The cross-filter keys of the selected nodes, found in the tree by their path label. */
export function selectedNodeKeys(nodes: TreeNode[], selected: string[]): CrossFilterKey[] {
  const keys: CrossFilterKey[] = [];
  const visit = (node: TreeNode) => {
    if (selected.includes(nodeLabel(node)))
      keys.push({ label: nodeLabel(node), values: node.path });
    node.children.forEach(visit);
  };
  nodes.forEach(visit);
  return keys;
}
