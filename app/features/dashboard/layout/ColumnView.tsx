/** A COLUMN: its children stacked, as wide as its grid units; width resizable in edit mode. */
import { Fragment } from 'react';
import { GRID_DEFAULT_CHART_WIDTH, type LayoutItem } from '@common/dashboard/layoutTypes';
import { BackgroundToggle } from './BackgroundToggle';
import { widthPx } from './gridSizes';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';
import { useResize } from './useResize';

/** One COLUMN component. */
export function ColumnView({ item, parentUnits }: { item: LayoutItem; parentUnits: number }) {
  const { editMode, columnWidth, renderChild } = useLayoutView();
  const { preview, handles } = useResize(item.id, { width: true, height: false });
  const units = Math.min(
    preview?.width ?? item.meta.width ?? GRID_DEFAULT_CHART_WIDTH,
    parentUnits,
  );
  const white = item.meta.background === 'BACKGROUND_WHITE';
  return (
    <LayoutItemFrame
      id={item.id}
      type="COLUMN"
      label="Column"
      editMode={editMode}
      dragBy="handle"
      className={`${white ? 'is-white' : ''} ${preview ? 'is-resizing' : ''}`}
      style={{ width: widthPx(units, columnWidth) }}
      controls={<BackgroundToggle item={item} />}
    >
      <div className="dashboard-column-children">
        {item.children.map((childId) => (
          <Fragment key={childId}>{renderChild(childId, units)}</Fragment>
        ))}
        {editMode && item.children.length === 0 && (
          <div className="dashboard-empty-container">Empty column</div>
        )}
      </div>
      {handles}
    </LayoutItemFrame>
  );
}
