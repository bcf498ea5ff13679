/** Edit-mode control of a row or column: transparent or white background. */
import { updateComponentMeta } from '@common/dashboard/layoutEdit';
import type { LayoutItem } from '@common/dashboard/layoutTypes';
import { useDashboardDispatch, useDashboardStore } from '../state/dashboardStore';
import { layoutChanged } from '../state/layoutSlice';
import { BackgroundIcon } from './layoutIcons';

/** Toggles `item`'s background between transparent and white. */
export function BackgroundToggle({ item }: { item: LayoutItem }) {
  const dispatch = useDashboardDispatch();
  const store = useDashboardStore();
  const white = item.meta.background === 'BACKGROUND_WHITE';
  return (
    <button
      type="button"
      className={`dashboard-item-control ${white ? 'is-active' : ''}`}
      aria-pressed={white}
      title={white ? 'White background' : 'Transparent background'}
      aria-label="White background"
      onClick={() =>
        dispatch(
          layoutChanged(
            updateComponentMeta(store.getState().layout.present, item.id, {
              background: white ? 'BACKGROUND_TRANSPARENT' : 'BACKGROUND_WHITE',
            }),
          ),
        )
      }
    >
      <BackgroundIcon />
    </button>
  );
}
