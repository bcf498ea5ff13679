/** A HEADER: small, medium or large text, edited in place in edit mode. */
import { updateComponentMeta } from '@common/dashboard/layoutEdit';
import type { HeaderSize, LayoutItem } from '@common/dashboard/layoutTypes';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import { EditableText } from './EditableText';
import { useLayoutView } from './layoutContext';
import { LayoutItemFrame } from './LayoutItemFrame';

const SIZES: { size: HeaderSize; label: string; name: string }[] = [
  { size: 'SMALL_HEADER', label: 'S', name: 'Small header' },
  { size: 'MEDIUM_HEADER', label: 'M', name: 'Medium header' },
  { size: 'LARGE_HEADER', label: 'L', name: 'Large header' },
];

/** One HEADER component. */
export function HeaderItem({ item }: { item: LayoutItem }) {
  const { editMode } = useLayoutView();
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const size = item.meta.headerSize ?? 'MEDIUM_HEADER';
  const change = (meta: Partial<LayoutItem['meta']>) =>
    dispatch(layoutChanged(updateComponentMeta(store.getState().layout.present, item.id, meta)));
  const white = item.meta.background === 'BACKGROUND_WHITE';

  const controls = SIZES.map((option) => (
    <button
      key={option.size}
      type="button"
      className={`dashboard-item-control ${option.size === size ? 'is-active' : ''}`}
      aria-label={option.name}
      aria-pressed={option.size === size}
      title={option.name}
      onClick={() => change({ headerSize: option.size })}
    >
      {option.label}
    </button>
  ));

  return (
    <LayoutItemFrame
      id={item.id}
      type="HEADER"
      label="Header"
      editMode={editMode}
      className={`dashboard-header-${size.toLowerCase()} ${white ? 'is-white' : ''}`}
      controls={controls}
    >
      <div
        className="dashboard-header-text"
        role="heading"
        aria-level={size === 'LARGE_HEADER' ? 2 : 3}
      >
        <EditableText
          value={item.meta.text ?? ''}
          placeholder="New header"
          editable={editMode}
          label="Header text"
          onCommit={(text) => change({ text })}
        />
      </div>
    </LayoutItemFrame>
  );
}
