import type { FilterControlProps } from './FilterControlProps';
import { RangeFilterControl } from './RangeFilterControl';
import { SelectFilterControl } from './SelectFilterControl';
import { TimeColumnFilterControl } from './TimeColumnFilterControl';
import { TimeFilterControl } from './TimeFilterControl';
import { TimeGrainFilterControl } from './TimeGrainFilterControl';

/** The control of a filter's type (the bar's value, or a default in the config modal). */
export function FilterControl(props: FilterControlProps) {
  switch (props.filter.filterType) {
    case 'filter_select':
      return <SelectFilterControl {...props} />;
    case 'filter_range':
      return <RangeFilterControl {...props} />;
    case 'filter_time':
      return <TimeFilterControl {...props} />;
    case 'filter_timecolumn':
      return <TimeColumnFilterControl {...props} />;
    case 'filter_timegrain':
      return <TimeGrainFilterControl {...props} />;
  }
}
