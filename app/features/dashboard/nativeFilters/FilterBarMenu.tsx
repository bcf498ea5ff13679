import { MenuButton, type MenuItem } from '@app/components/ui/MenuButton';
import type { FilterBarOrientation } from '@common/dashboard/dashboardMetadata';
import { openCrossFilterScoping } from '../state/dashboardSlice';
import { useDashboardDispatch } from '../state/dashboardStore';
import { GLOBAL_SCOPING_ID } from './crossFilterScoping';
import type { FilterBarModel } from './useFilterBarModel';

/** The bar's gear menu for editors: filters, orientation and cross-filtering. */
export function FilterBarMenu({
  model,
  orientation,
  onEditFilters,
}: {
  model: FilterBarModel;
  orientation: FilterBarOrientation;
  onEditFilters: () => void;
}) {
  const dispatch = useDashboardDispatch();
  if (!model.canEdit) return null;
  const items: MenuItem[] = [
    { key: 'edit', label: 'Add or edit filters', dataTest: 'filter-bar-edit-filters' },
    { key: 'VERTICAL', label: 'Vertical (left)', selected: orientation === 'VERTICAL' },
    { key: 'HORIZONTAL', label: 'Horizontal (top)', selected: orientation === 'HORIZONTAL' },
    {
      key: 'cross',
      label: 'Enable cross-filtering',
      selected: model.crossFiltersEnabled,
      dataTest: 'toggle-cross-filtering',
    },
    {
      key: 'scoping',
      label: 'Cross-filter scoping',
      disabled: !model.crossFiltersEnabled,
      dataTest: 'cross-filter-scoping',
    },
  ];
  const onSelect = (key: string) => {
    if (key === 'edit') onEditFilters();
    else if (key === 'cross') void model.toggleCrossFilters();
    else if (key === 'scoping') dispatch(openCrossFilterScoping(GLOBAL_SCOPING_ID));
    else if ((key === 'VERTICAL' || key === 'HORIZONTAL') && key !== orientation) {
      void model.saveMetadata((m) => ({ ...m, filter_bar_orientation: key }));
    }
  };
  return (
    <MenuButton
      aria-label="Filter bar settings"
      items={items}
      onSelect={onSelect}
      variant="text"
      className="nf-gear"
      placement={orientation === 'VERTICAL' ? 'bottomLeft' : 'bottomRight'}
    >
      ⚙
    </MenuButton>
  );
}
