/** Shared facts every layout component needs: edit mode, the column width, the child renderer. */
import { createContext, type ReactNode, useContext } from 'react';

export interface LayoutViewContextValue {
  editMode: boolean;
  /** Px width of one of the 12 grid columns. */
  columnWidth: number;
  /**
   * Renders a child component by id inside a container `parentUnits` columns wide (passed down
   * this way so containers need not import the type switch that imports them).
   */
  renderChild: (id: string, parentUnits: number) => ReactNode;
}

/** Filled by DashboardLayoutView. */
export const LayoutViewContext = createContext<LayoutViewContextValue>({
  editMode: false,
  columnWidth: 0,
  renderChild: () => null,
});

/** Edit mode and the column width of the layout being shown. */
export function useLayoutView(): LayoutViewContextValue {
  return useContext(LayoutViewContext);
}
