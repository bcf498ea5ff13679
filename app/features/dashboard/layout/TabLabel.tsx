/**
 * One tab in a TABS strip: click selects it; in edit mode its title is edited in place (click
 * the active tab's title), it is dragged to reorder, things dropped on it go into it, and it can
 * be deleted after a confirmation.
 */
import { useRef, useState } from 'react';
import { deleteComponent, updateComponentMeta } from '@common/dashboard/layoutEdit';
import type { LayoutItem } from '@common/dashboard/layoutTypes';
import { Modal } from '@app/components/ui/Modal';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import type { DragSource, DropHit } from './dragSource';
import { EditableText } from './EditableText';
import { useLayoutView } from './layoutContext';
import { useDragBinding, useDropBinding } from './useDndBinding';

export interface TabLabelProps {
  tab: LayoutItem;
  active: boolean;
  onSelect: () => void;
}

/** The title shown for a TAB. */
export function tabTitle(tab: LayoutItem): string {
  return tab.meta.text || tab.meta.defaultText || 'Tab title';
}

/** One tab of a strip (see the file comment). */
export function TabLabel({ tab, active, onSelect }: TabLabelProps) {
  const { editMode } = useLayoutView();
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const [confirming, setConfirming] = useState(false);
  const title = tabTitle(tab);
  const source: DragSource = { kind: 'existing', id: tab.id, type: 'TAB', label: title };
  const hit: DropHit = { layoutId: tab.id, role: 'tabLabel' };
  const ref = useRef<HTMLDivElement>(null);
  const [dragBinding, drag] = useDragBinding(editMode, ref, source);
  const [dropBinding, isOver] = useDropBinding(editMode, ref, hit);
  const layout = () => store.getState().layout.present;

  return (
    <>
      <div
        ref={ref}
        id={tab.id}
        role="tab"
        aria-selected={active}
        tabIndex={active ? 0 : -1}
        data-test={`dashboard-component-${tab.id}`}
        data-tab-label={tab.id}
        className={`dashboard-tab ${active ? 'is-active' : ''} ${isOver ? 'is-over' : ''}`}
        onClick={active ? undefined : onSelect}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !active) onSelect();
        }}
        {...(editMode ? drag?.listeners : {})}
      >
        <EditableText
          value={tab.meta.text ?? ''}
          placeholder={title}
          editable={editMode && active}
          label="Tab title"
          onCommit={(text) =>
            dispatch(layoutChanged(updateComponentMeta(layout(), tab.id, { text })))
          }
        />
        {!editMode && (
          <a
            className="dashboard-tab-anchor"
            href={`#${tab.id}`}
            aria-label={`Link to ${title}`}
            title="Link to this tab"
            onClick={(event) => event.stopPropagation()}
          >
            #
          </a>
        )}
        {editMode && (
          <button
            type="button"
            className="dashboard-tab-delete"
            aria-label={`Delete tab ${title}`}
            title="Delete tab"
            onPointerDown={(event) => event.stopPropagation()}
            onClick={(event) => {
              event.stopPropagation();
              setConfirming(true);
            }}
          >
            ×
          </button>
        )}
        <Modal
          title="Delete dashboard tab?"
          open={confirming}
          okText="Delete"
          onClose={() => setConfirming(false)}
          onOk={() => {
            setConfirming(false);
            dispatch(layoutChanged(deleteComponent(layout(), tab.id)));
          }}
        >
          Deleting the tab removes everything in it. Undo brings it back until you save.
        </Modal>
      </div>
      {dragBinding}
      {dropBinding}
    </>
  );
}
