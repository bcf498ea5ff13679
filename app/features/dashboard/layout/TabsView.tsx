/**
 * A TABS component: the tab strip and the active tab's content. The active tab comes from
 * ui.activeTabs (first tab by default). Top-level tabs (ROOT's child) have no frame of their
 * own, and their strip hides with the hideTab URL flag.
 */
import { shallowEqual } from 'react-redux';
import { dropComponent } from '@common/dashboard/layoutDrop';
import { UI_CONFIG, type LayoutItem } from '@common/dashboard/layoutTypes';
import { addDangerToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { setActiveTabs } from '../state/dashboardSlice';
import {
  useDashboardDispatch,
  useDashboardSelector,
  useDashboardStore,
} from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';
import { TabLabel } from './TabLabel';
import { TabPanel } from './TabPanel';

export interface TabsViewProps {
  item: LayoutItem;
  parentUnits: number;
  topLevel?: boolean;
}

/** One TABS component (see the file comment). */
export function TabsView({ item, parentUnits, topLevel = false }: TabsViewProps) {
  const { editMode } = useLayoutView();
  const dispatch = useDashboardDispatch();
  const appDispatch = useAppDispatch();
  const store = useDashboardStore();
  const activeTabs = useDashboardSelector((state) => state.dashboard.ui.activeTabs);
  const uiConfig = useDashboardSelector((state) => state.dashboard.ui.uiConfig);
  const tabs = useDashboardSelector(
    (state) =>
      item.children
        .map((id) => state.layout.present[id])
        .filter((tab): tab is LayoutItem => tab !== undefined),
    shallowEqual,
  );
  const activeId = item.children.find((id) => activeTabs.includes(id)) ?? item.children[0];
  const activeTab = tabs.find((tab) => tab.id === activeId);

  const select = (id: string) => {
    const current = store.getState().dashboard.ui.activeTabs;
    dispatch(setActiveTabs([...current.filter((tabId) => !item.children.includes(tabId)), id]));
  };
  const addTab = () => {
    const outcome = dropComponent(store.getState().layout.present, {
      item: { newType: 'TAB' },
      parentId: item.id,
      index: item.children.length,
    });
    if (outcome.error !== null) {
      appDispatch(addDangerToast(outcome.error));
      return;
    }
    dispatch(layoutChanged(outcome.layout));
    if (outcome.droppedId) select(outcome.droppedId);
  };

  const hideStrip = topLevel && (uiConfig & UI_CONFIG.hideTab) !== 0;
  const strip = hideStrip ? null : (
    <div className="dashboard-tabs-strip" role="tablist" aria-label="Dashboard tabs">
      {tabs.map((tab) => (
        <TabLabel
          key={tab.id}
          tab={tab}
          active={tab.id === activeId}
          onSelect={() => select(tab.id)}
        />
      ))}
      {editMode && (
        <button
          type="button"
          className="dashboard-tab-add"
          aria-label="Add tab"
          title="Add tab"
          data-test={`add-tab-${item.id}`}
          onClick={addTab}
        >
          +
        </button>
      )}
    </div>
  );
  const content = activeTab ? <TabPanel tab={activeTab} parentUnits={parentUnits} /> : null;

  if (topLevel) {
    return (
      <div
        className="dashboard-tabs dashboard-tabs-top"
        data-test={`dashboard-component-${item.id}`}
        data-layout-id={item.id}
      >
        {strip}
        {content}
      </div>
    );
  }
  return (
    <LayoutItemFrame id={item.id} type="TABS" label="Tabs" editMode={editMode} dragBy="handle">
      {strip}
      {content}
    </LayoutItemFrame>
  );
}
