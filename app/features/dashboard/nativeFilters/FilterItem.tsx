import { useId } from 'react';
import { Tooltip } from '@app/components/ui/Tooltip';
import type {
  DashboardDataMask,
  ExtraFormData,
  NativeFilter,
} from '@common/dashboard/dashboardMetadata';
import { FilterControl } from './controls/FilterControl';
import type { FilterMask } from './filterDataMask';

export interface FilterItemProps {
  filter: NativeFilter;
  mask: DashboardDataMask | undefined;
  parentsExtra: ExtraFormData;
  /** A message under the control (a required value missing). */
  error?: string;
  /** Names of the charts the filter reaches, and of those that rejected it. */
  chartNames: string[];
  rejectedNames: string[];
  onChange: (mask: FilterMask) => void;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * One filter of the bar: its name (a star when a value is required, the description on hover),
 * its control, and the charts it affects, with a warning when some cannot apply it.
 */
export function FilterItem({
  filter,
  mask,
  parentsExtra,
  error,
  chartNames,
  rejectedNames,
  onChange,
}: FilterItemProps) {
  const inputId = useId();
  const required = filter.controlValues.enableEmptyFilter === true;
  return (
    <div className={`nf-item ${error ? 'has-error' : ''}`} data-test={`filter-${filter.id}`}>
      <div className="nf-item-head">
        <label className="nf-item-label" htmlFor={inputId} title={filter.name}>
          {filter.name}
          {required && (
            <span className="nf-required" aria-label="required">
              *
            </span>
          )}
        </label>
        {filter.description && (
          <Tooltip title={filter.description}>
            <span className="nf-info" aria-label={`About ${filter.name}`} tabIndex={0}>
              i
            </span>
          </Tooltip>
        )}
      </div>
      <FilterControl
        filter={filter}
        value={mask?.filterState.value}
        parentsExtra={parentsExtra}
        onChange={onChange}
        invalid={Boolean(error)}
        inputId={inputId}
      />
      {error && (
        <div className="nf-control-error" role="alert">
          {error}
        </div>
      )}
      <div className="nf-item-scope">
        <Tooltip
          title={
            chartNames.length ? chartNames.join(', ') : 'No chart is in this filter\u2019s scope'
          }
        >
          <span className="nf-scope-count" tabIndex={0}>
            {`Applies to ${plural(chartNames.length, 'chart')}`}
          </span>
        </Tooltip>
        {rejectedNames.length > 0 && (
          <Tooltip title={`Not applicable to: ${rejectedNames.join(', ')}`}>
            <span className="nf-rejected" tabIndex={0} data-test={`filter-rejected-${filter.id}`}>
              {`⚠ ${plural(rejectedNames.length, 'chart')} cannot apply it`}
            </span>
          </Tooltip>
        )}
      </div>
    </div>
  );
}
