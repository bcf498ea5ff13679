/**
 * The dashboard's layout: the grid (or top-level tabs) of the page store's layout, in view or
 * edit mode. Measures its width to size grid columns, and installs the edit-mode shortcuts.
 */
import {
  type ReactNode,
  type RefObject,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { toggleTopLevelTabs } from '@common/dashboard/layoutEdit';
import { GRID_COLUMN_COUNT, GRID_ID, ROOT_ID } from '@common/dashboard/layoutTypes';
import { Button } from '@app/components/ui/Button';
import { setEditMode } from '../state/dashboardSlice';
import {
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import type { DropHit } from './dragSource';
import { columnWidthPx } from './gridSizes';
import { LayoutChild } from './LayoutChild';
import { LayoutViewContext } from './layoutContext';
import { LayoutDndScope } from './LayoutDndScope';
import { LayoutDragContext, useActiveDrag } from './layoutDragContext';
import { TabsView } from './TabsView';
import { useDeferredItems } from './useDeferredItems';
import { useDropBinding } from './useDndBinding';
import { useLayoutShortcuts } from './useLayoutShortcuts';
import './layout.css';

const NO_IDS: string[] = [];

const renderLayoutChild = (id: string, parentUnits: number) => (
  <LayoutChild id={id} parentUnits={parentUnits} />
);

/** The empty grid: an invitation to edit (view mode) or the first drop zone (edit mode). */
function EmptyGrid({ editMode }: { editMode: boolean }) {
  const dispatch = useDashboardDispatch();
  const canEdit = useDashboardSelector(
    (state) => state.dashboard.info?.permissions.can_edit ?? false,
  );
  if (editMode) {
    return (
      <div className="dashboard-empty-drop" data-test="dashboard-empty-drop">
        Drag and drop components and charts to the dashboard
      </div>
    );
  }
  return (
    <div className="dashboard-empty" data-test="dashboard-empty">
      <p className="dashboard-empty-title">This dashboard is empty</p>
      {canEdit && (
        <Button variant="primary" onClick={() => dispatch(setEditMode(true))}>
          Edit dashboard
        </Button>
      )}
    </div>
  );
}

/** The GRID: rows, headers, dividers and tabs stacked; a drop target in edit mode. */
function GridView({ editMode }: { editMode: boolean }) {
  const children = useDashboardSelector((state) => state.layout.present[GRID_ID]?.children);
  const hit: DropHit = { layoutId: GRID_ID, role: 'item' };
  const ref = useRef<HTMLDivElement>(null);
  const [dropBinding] = useDropBinding(editMode, ref, hit);
  const { count, restPx, restRef } = useDeferredItems(children ?? NO_IDS, editMode);
  return (
    <>
      <div
        ref={ref}
        className={`dashboard-grid-items ${editMode ? 'is-editing' : ''}`}
        data-test={`dashboard-component-${GRID_ID}`}
        data-layout-id={GRID_ID}
      >
        {children?.slice(0, count).map((id) => (
          <LayoutChild key={id} id={id} />
        ))}
        {restPx > 0 && (
          <div
            ref={restRef}
            className="dashboard-grid-rest"
            data-test="dashboard-grid-rest"
            style={{ height: restPx }}
          />
        )}
        {(children?.length ?? 0) === 0 && <EmptyGrid editMode={editMode} />}
      </div>
      {dropBinding}
    </>
  );
}

/** While a new Tabs is dragged over a plain grid: the zone that turns it into top-level tabs. */
function TopLevelTabsZone() {
  const active = useActiveDrag();
  const hit: DropHit = { layoutId: ROOT_ID, role: 'root' };
  const show = active?.kind === 'new' && active.type === 'TABS';
  const ref = useRef<HTMLDivElement>(null);
  // Rendered in edit mode only; registered (and shown) while a new Tabs is dragged.
  const [dropBinding, isOver] = useDropBinding(true, ref, hit, !show);
  if (!show) return dropBinding;
  return (
    <>
      <div
        ref={ref}
        className={`dashboard-root-drop ${isOver ? 'is-over' : ''}`}
        data-layout-id={ROOT_ID}
        data-test="top-level-tabs-drop"
      >
        Drop here for top-level tabs
      </div>
      {dropBinding}
    </>
  );
}

/** The edit-mode bar above the layout: the top-level tabs toggle. */
function EditBar({ topTabs }: { topTabs: boolean }) {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  return (
    <div className="dashboard-edit-bar">
      <Button
        size="small"
        data-test="toggle-top-level-tabs"
        onClick={() => dispatch(layoutChanged(toggleTopLevelTabs(store.getState().layout.present)))}
      >
        {topTabs ? 'Remove top-level tabs' : 'Use top-level tabs'}
      </Button>
      <span className="dashboard-edit-hint">
        Drag components to move them; Ctrl+Z undoes, Ctrl+Shift+Z redoes.
      </span>
    </div>
  );
}

/** Tracks an element's content width (null until measured, before the first paint). */
function useWidth(): [RefObject<HTMLDivElement | null>, number | null] {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(node.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}

/** The layout of the page store, in view or edit mode (see the file comment). */
export function DashboardLayoutView() {
  const editMode = useDashboardSelector((state) => state.dashboard.ui.editMode);
  const rootChildId = useDashboardSelector((state) => state.layout.present[ROOT_ID]?.children[0]);
  const rootChild = useDashboardSelector((state) =>
    rootChildId ? state.layout.present[rootChildId] : undefined,
  );
  const inProvider = useContext(LayoutDragContext).inProvider;
  const [ref, width] = useWidth();
  useLayoutShortcuts(editMode);
  const topTabs = rootChild?.type === 'TABS';

  const columnWidth = columnWidthPx(width ?? 0);
  // Stable while nothing changes: every layout item reads it.
  const viewContext = useMemo(
    () => ({ editMode, columnWidth, renderChild: renderLayoutChild }),
    [editMode, columnWidth],
  );

  const view: ReactNode = (
    <LayoutViewContext.Provider value={viewContext}>
      <div
        className={`dashboard-layout ${editMode ? 'is-editing' : ''}`}
        data-test="dashboard-grid"
      >
        {editMode && <EditBar topTabs={topTabs} />}
        {editMode && !topTabs && <TopLevelTabsZone />}
        <div ref={ref} className="dashboard-layout-body">
          {/* Rendered once its width is known: not once at width 0 and again at the real one. */}
          {width === null ? null : topTabs && rootChild ? (
            <TabsView item={rootChild} parentUnits={GRID_COLUMN_COUNT} topLevel />
          ) : (
            <GridView editMode={editMode} />
          )}
        </div>
      </div>
    </LayoutViewContext.Provider>
  );
  // Mounted without the page's shared drag context, the layout still moves its own items.
  return inProvider ? view : <LayoutDndScope editMode={editMode}>{view}</LayoutDndScope>;
}
