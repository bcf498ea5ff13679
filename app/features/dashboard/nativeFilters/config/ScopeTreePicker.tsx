import { useEffect, useRef } from 'react';
import type { ScopeTreeNode } from '@common/dashboard/filterScope';

/** Chart ids under a node (the node itself when it is a chart). */
function chartIdsUnder(node: ScopeTreeNode): number[] {
  if (node.type === 'CHART') return node.chartId === undefined ? [] : [node.chartId];
  return node.children.flatMap(chartIdsUnder);
}

function TreeCheckbox({
  checked,
  mixed,
  label,
  onChange,
  disabled,
}: {
  checked: boolean;
  mixed: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = mixed;
  }, [mixed]);
  return (
    <label className={`nf-tree-label ${disabled ? 'is-disabled' : ''}`}>
      <input
        ref={box}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-checked={mixed ? 'mixed' : checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}

function TreeNode({
  node,
  checked,
  onChange,
  hiddenChartId,
}: {
  node: ScopeTreeNode;
  checked: Set<number>;
  onChange: (ids: number[], on: boolean) => void;
  hiddenChartId?: number;
}) {
  const ids = chartIdsUnder(node).filter((id) => id !== hiddenChartId);
  if (node.type === 'CHART' && ids.length === 0) return null;
  const on = ids.filter((id) => checked.has(id)).length;
  return (
    <li className={`nf-tree-node nf-tree-${node.type.toLowerCase()}`}>
      <TreeCheckbox
        label={node.label}
        checked={ids.length > 0 && on === ids.length}
        mixed={on > 0 && on < ids.length}
        disabled={ids.length === 0}
        onChange={(value) => onChange(ids, value)}
      />
      {node.children.length > 0 && (
        <ul>
          {node.children.map((child) => (
            <TreeNode
              key={child.id}
              node={child}
              checked={checked}
              onChange={onChange}
              hiddenChartId={hiddenChartId}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

/**
 * The scope picker: "All panels" > tabs > charts with tri-state checkboxes; checking a tab
 * checks its charts. `hiddenChartId` leaves a chart out (a cross-filter never targets itself).
 */
export function ScopeTreePicker({
  tree,
  checked,
  onChange,
  hiddenChartId,
}: {
  tree: ScopeTreeNode;
  checked: number[];
  onChange: (checked: number[]) => void;
  hiddenChartId?: number;
}) {
  const set = new Set(checked);
  const toggle = (ids: number[], on: boolean) => {
    const next = new Set(set);
    for (const id of ids) {
      if (on) next.add(id);
      else next.delete(id);
    }
    onChange([...next]);
  };
  return (
    <ul className="nf-tree" aria-label="Scope">
      <TreeNode node={tree} checked={set} onChange={toggle} hiddenChartId={hiddenChartId} />
    </ul>
  );
}
