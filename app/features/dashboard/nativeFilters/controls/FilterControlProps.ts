import type { ExtraFormData, NativeFilter } from '@common/dashboard/dashboardMetadata';
import type { FilterMask } from '../filterDataMask';

/** What every filter control gets: its filter, current value, and where a new mask goes. */
export interface FilterControlProps {
  filter: NativeFilter;
  /** The filterState value shown. */
  value: unknown;
  /** What the parents' values add (cascade); empty for defaults in the config modal. */
  parentsExtra: ExtraFormData;
  onChange: (mask: FilterMask) => void;
  invalid?: boolean;
  /** The id of the control's first field, for its label. */
  inputId?: string;
}
