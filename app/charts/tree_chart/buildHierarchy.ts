/** One node of the tree ECharts draws. */
export interface TreeNode {
  name: string;
  value?: number;
  children: TreeNode[];
}

/** Where each row's id, parent, name and value are read from. */
export interface HierarchyKeys {
  id: string;
  parent: string;
  name?: string;
  value?: string;
}

/** Name of the root added when the data has several roots and no root_node_id picks one. */
export const SYNTHETIC_ROOT_NAME = 'root';

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * Builds the tree of id/parent rows. Roots are rows without a parent; a parent id without a row
 * of its own becomes a node named by its id (so orphans hang under it); nodes only reachable through a cycle become roots where the cycle is cut, so every
 * row is drawn once and nothing loops. `rootNodeId` picks a subtree; several roots otherwise
 * hang under a synthetic root. Answers null when there are no rows (or rootNodeId is unknown).
 */
export function buildHierarchy(
  rows: readonly Record<string, unknown>[],
  keys: HierarchyKeys,
  rootNodeId?: string | null,
): TreeNode | null {
  const nodes = new Map<string, TreeNode>();
  const parentOf = new Map<string, string | null>();
  for (const row of rows) {
    if (isBlank(row[keys.id])) continue;
    const id = String(row[keys.id]);
    if (nodes.has(id)) continue; // the first row of a duplicated id wins
    const label = keys.name && !isBlank(row[keys.name]) ? String(row[keys.name]) : id;
    const node: TreeNode = { name: label, children: [] };
    if (keys.value && typeof row[keys.value] === 'number') node.value = row[keys.value] as number;
    nodes.set(id, node);
    parentOf.set(id, isBlank(row[keys.parent]) ? null : String(row[keys.parent]));
  }
  // A parent named by rows but without a row of its own (a country above states) becomes a node.
  for (const parent of new Set(parentOf.values())) {
    if (parent === null || nodes.has(parent)) continue;
    nodes.set(parent, { name: parent, children: [] });
    parentOf.set(parent, null);
  }
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  for (const [id, parent] of parentOf) {
    if (parent === null || parent === id) roots.push(id);
    else {
      const list = children.get(parent) ?? [];
      list.push(id);
      children.set(parent, list);
    }
  }
  const placed = new Set<string>();
  // Iterative: a 100 000-deep chain must not overflow the stack.
  const attach = (rootId: string) => {
    const stack = [rootId];
    placed.add(rootId);
    while (stack.length) {
      const id = stack.pop()!;
      for (const child of children.get(id) ?? []) {
        if (placed.has(child)) continue;
        placed.add(child);
        nodes.get(id)!.children.push(nodes.get(child)!);
        stack.push(child);
      }
    }
  };
  roots.forEach(attach);
  for (const id of nodes.keys()) {
    if (placed.has(id)) continue;
    roots.push(id); // a cycle, cut here
    attach(id);
  }
  if (!isBlank(rootNodeId)) return nodes.get(String(rootNodeId)) ?? null;
  if (roots.length === 0) return null;
  if (roots.length === 1) return nodes.get(roots[0]!)!;
  return { name: SYNTHETIC_ROOT_NAME, children: roots.map((id) => nodes.get(id)!) };
}
