import { useMemo, useState } from 'react';
import type { FilterScope } from '@common/dashboard/dashboardMetadata';
import { chartsInScope, scopeFromChecked, scopeTree } from '@common/dashboard/filterScope';
import { ROOT_ID, type DashboardLayout } from '@common/dashboard/layoutTypes';
import { ScopeTreePicker } from './ScopeTreePicker';

const ALL_PANELS: FilterScope = { rootPath: [ROOT_ID], excluded: [] };

const coversAll = (scope: FilterScope) =>
  scope.rootPath.length === 1 && scope.rootPath[0] === ROOT_ID && scope.excluded.length === 0;

/** "Apply to all panels" or "Apply to specific panels" with the tree of tabs and charts. */
export function FilterScopeField({
  scope,
  layout,
  chartNames,
  allChartIds,
  onChange,
}: {
  scope: FilterScope;
  layout: DashboardLayout;
  chartNames: Record<number, string>;
  allChartIds: number[];
  onChange: (scope: FilterScope) => void;
}) {
  const [specific, setSpecific] = useState(!coversAll(scope));
  const tree = useMemo(() => scopeTree(layout, chartNames), [layout, chartNames]);
  const checked = chartsInScope(layout, scope, allChartIds);
  return (
    <div className="nf-scope" role="radiogroup" aria-label="Scoping">
      <label className="nf-check">
        <input
          type="radio"
          checked={!specific}
          onChange={() => {
            setSpecific(false);
            onChange(ALL_PANELS);
          }}
        />
        Apply to all panels
      </label>
      <label className="nf-check">
        <input type="radio" checked={specific} onChange={() => setSpecific(true)} />
        Apply to specific panels
      </label>
      {specific && (
        <ScopeTreePicker
          tree={tree}
          checked={checked}
          onChange={(ids) => onChange(scopeFromChecked(layout, ids))}
        />
      )}
    </div>
  );
}
