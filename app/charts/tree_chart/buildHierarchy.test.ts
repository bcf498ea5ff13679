import { describe, expect, it } from 'vitest';
import { buildHierarchy, SYNTHETIC_ROOT_NAME, type TreeNode } from './buildHierarchy';

const keys = { id: 'id', parent: 'parent', name: 'name' };
const names = (node: TreeNode | null): unknown =>
  node && (node.children.length ? { [node.name]: node.children.map(names) } : node.name);

describe('buildHierarchy', () => {
  it('nests rows under their parents', () => {
    const rows = [
      { id: 1, parent: null, name: 'CEO' },
      { id: 2, parent: 1, name: 'CTO' },
      { id: 3, parent: 2, name: 'Dev' },
      { id: 4, parent: 1, name: 'CFO' },
    ];
    expect(names(buildHierarchy(rows, keys))).toEqual({ CEO: [{ CTO: ['Dev'] }, 'CFO'] });
  });

  it('adds a synthetic root over several roots, and a node for a parent without a row', () => {
    const rows = [
      { id: 'a', parent: null, name: 'A' },
      { id: 'b', parent: 'missing', name: 'B' },
    ];
    expect(names(buildHierarchy(rows, keys))).toEqual({
      [SYNTHETIC_ROOT_NAME]: ['A', { missing: ['B'] }],
    });
  });

  it('roots states under a country that has no row', () => {
    const rows = [
      { id: 'CA', parent: 'USA' },
      { id: 'NY', parent: 'USA' },
    ];
    expect(names(buildHierarchy(rows, { id: 'id', parent: 'parent' }))).toEqual({
      USA: ['CA', 'NY'],
    });
  });

  it('picks the root_node_id subtree', () => {
    const rows = [
      { id: 'a', parent: null, name: 'A' },
      { id: 'b', parent: 'a', name: 'B' },
      { id: 'c', parent: 'b', name: 'C' },
    ];
    expect(names(buildHierarchy(rows, keys, 'b'))).toEqual({ B: ['C'] });
    expect(buildHierarchy(rows, keys, 'zzz')).toBeNull();
  });

  it('cuts cycles instead of looping, and draws each row once', () => {
    const rows = [
      { id: 'x', parent: 'z', name: 'X' },
      { id: 'y', parent: 'x', name: 'Y' },
      { id: 'z', parent: 'y', name: 'Z' },
      { id: 's', parent: 's', name: 'Self' },
    ];
    expect(names(buildHierarchy(rows, keys))).toEqual({
      [SYNTHETIC_ROOT_NAME]: ['Self', { X: [{ Y: ['Z'] }] }],
    });
  });

  it('handles a very deep chain without recursion', () => {
    const rows = Array.from({ length: 100_000 }, (_, i) => ({ id: i, parent: i ? i - 1 : null }));
    let node = buildHierarchy(rows, { id: 'id', parent: 'parent' });
    let depth = 0;
    while (node?.children.length) {
      node = node.children[0]!;
      depth += 1;
    }
    expect(depth).toBe(99_999);
  });

  it('answers null without rows', () => {
    expect(buildHierarchy([], keys)).toBeNull();
  });
});
