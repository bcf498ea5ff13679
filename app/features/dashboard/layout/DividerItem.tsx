/** A DIVIDER: a horizontal rule across its container. */
import type { LayoutItem } from '@common/dashboard/layoutTypes';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';

/** One DIVIDER component. */
export function DividerItem({ item }: { item: LayoutItem }) {
  const { editMode } = useLayoutView();
  return (
    <LayoutItemFrame id={item.id} type="DIVIDER" label="Divider" editMode={editMode}>
      <hr className="dashboard-divider-line" />
    </LayoutItemFrame>
  );
}
