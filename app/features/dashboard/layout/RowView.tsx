/** A ROW: its children side by side with 16 px gutters; moved by its handle in edit mode. */
import { Fragment } from 'react';
import type { LayoutItem } from '@common/dashboard/layoutTypes';
import { BackgroundToggle } from './BackgroundToggle';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';

/** One ROW component. */
export function RowView({ item, parentUnits }: { item: LayoutItem; parentUnits: number }) {
  const { editMode, renderChild } = useLayoutView();
  const white = item.meta.background === 'BACKGROUND_WHITE';
  return (
    <LayoutItemFrame
      id={item.id}
      type="ROW"
      label="Row"
      editMode={editMode}
      dragBy="handle"
      className={white ? 'is-white' : undefined}
      controls={<BackgroundToggle item={item} />}
    >
      <div className="dashboard-row-children">
        {item.children.map((childId) => (
          <Fragment key={childId}>{renderChild(childId, parentUnits)}</Fragment>
        ))}
        {editMode && item.children.length === 0 && (
          <div className="dashboard-empty-container">Empty row</div>
        )}
      </div>
    </LayoutItemFrame>
  );
}
