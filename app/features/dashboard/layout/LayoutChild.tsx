/** Renders one layout component by its type. */
import { memo } from 'react';
import { GRID_COLUMN_COUNT } from '@common/dashboard/layoutTypes';
import { useDashboardSelector } from '../state/dashboardStore';
import { ChartItem } from './ChartItem';
import { ColumnView } from './ColumnView';
import { DividerItem } from './DividerItem';
import { HeaderItem } from './HeaderItem';
import { MarkdownItem } from './MarkdownItem';
import { RowView } from './RowView';
import { TabsView } from './TabsView';

export interface LayoutChildProps {
  id: string;
  /** Grid columns the parent offers (12 in the grid and tabs, a column's width inside it). */
  parentUnits?: number;
}

/**
 * The component `id` of the store's layout (nothing for an unknown id or type). Memoised: a
 * page-level re-render does not walk every chart box again (50+ on a big dashboard).
 */
export const LayoutChild = memo(function LayoutChild({
  id,
  parentUnits = GRID_COLUMN_COUNT,
}: LayoutChildProps) {
  const item = useDashboardSelector((state) => state.layout.present[id]);
  if (!item) return null;
  switch (item.type) {
    case 'ROW':
      return <RowView item={item} parentUnits={parentUnits} />;
    case 'COLUMN':
      return <ColumnView item={item} parentUnits={parentUnits} />;
    case 'CHART':
      return <ChartItem item={item} parentUnits={parentUnits} />;
    case 'MARKDOWN':
      return <MarkdownItem item={item} parentUnits={parentUnits} />;
    case 'HEADER':
      return <HeaderItem item={item} />;
    case 'DIVIDER':
      return <DividerItem item={item} />;
    case 'TABS':
      return <TabsView item={item} parentUnits={parentUnits} />;
    default:
      return null;
  }
});
