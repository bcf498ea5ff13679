/** The content of the active TAB: its components stacked like the grid's. */
import { Fragment, useRef } from 'react';
import type { LayoutItem } from '@common/dashboard/layoutTypes';
import type { DropHit } from './dragSource';
import { useLayoutView } from './layoutContext';
import { useDropBinding } from './useDndBinding';

/** One TAB's content (see the file comment). */
export function TabPanel({ tab, parentUnits }: { tab: LayoutItem; parentUnits: number }) {
  const { editMode, renderChild } = useLayoutView();
  const hit: DropHit = { layoutId: tab.id, role: 'item' };
  const ref = useRef<HTMLDivElement>(null);
  const [dropBinding] = useDropBinding(editMode, ref, hit);
  return (
    <>
      <div
        ref={ref}
        role="tabpanel"
        data-layout-id={tab.id}
        data-test={`dashboard-tab-panel-${tab.id}`}
        className={`dashboard-tab-panel ${editMode ? 'is-editing' : ''}`}
      >
        {tab.children.map((childId) => (
          <Fragment key={childId}>{renderChild(childId, parentUnits)}</Fragment>
        ))}
        {tab.children.length === 0 && (
          <div className="dashboard-empty-container dashboard-empty-tab">
            {editMode
              ? 'Drag and drop components to this tab'
              : 'There are no components added to this tab'}
          </div>
        )}
      </div>
      {dropBinding}
    </>
  );
}
