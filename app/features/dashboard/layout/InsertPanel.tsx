/** The edit-mode side panel: saved charts and layout elements to drag onto the dashboard. */
import { useState } from 'react';
import { Tabs } from '@app/components/ui/Tabs';
import { useDashboardSelector } from '../state/dashboardStore';
import { InsertChartList } from './InsertChartList';
import { NEW_COMPONENTS, NewComponentCard } from './NewComponentCard';
import './layout.css';

/** The insert panel (nothing outside edit mode). */
export function InsertPanel() {
  const editMode = useDashboardSelector((state) => state.dashboard.ui.editMode);
  const [tab, setTab] = useState('charts');
  if (!editMode) return null;
  return (
    <aside
      className="dashboard-insert-panel"
      data-test="insert-panel"
      aria-label="Insert components"
    >
      <Tabs
        aria-label="Insert"
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'charts', label: 'Charts', children: <InsertChartList /> },
          {
            key: 'layout',
            label: 'Layout elements',
            children: (
              <div className="dashboard-insert-elements">
                {NEW_COMPONENTS.map((element) => (
                  <NewComponentCard key={element.type} {...element} />
                ))}
              </div>
            ),
          },
        ]}
      />
    </aside>
  );
}
