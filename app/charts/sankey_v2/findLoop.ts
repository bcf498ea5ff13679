/** A flow edge between two node names. */
export interface FlowEdge {
  source: string;
  target: string;
}

/**
 * The first node found on a directed cycle (a self link counts), or null when the edges form
 * a DAG. Iterative depth-first search, so large graphs cannot overflow the stack.
 */
export function findLoop(edges: readonly FlowEdge[]): string | null {
  const next = new Map<string, string[]>();
  for (const { source, target } of edges) {
    if (source === target) return source;
    const list = next.get(source) ?? [];
    list.push(target);
    next.set(source, list);
  }
  const state = new Map<string, 'open' | 'done'>();
  for (const start of next.keys()) {
    if (state.has(start)) continue;
    const stack: { node: string; index: number }[] = [{ node: start, index: 0 }];
    state.set(start, 'open');
    while (stack.length) {
      const top = stack[stack.length - 1]!;
      const children = next.get(top.node) ?? [];
      if (top.index >= children.length) {
        state.set(top.node, 'done');
        stack.pop();
        continue;
      }
      const child = children[top.index++]!;
      const seen = state.get(child);
      if (seen === 'open') return child;
      if (seen === undefined) {
        state.set(child, 'open');
        stack.push({ node: child, index: 0 });
      }
    }
  }
  return null;
}
