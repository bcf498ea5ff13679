import { useMemo } from 'react';
import { rangeDataMask, type RangeValue } from '../filterDataMask';
import { RANGE_MAX_LABEL, RANGE_MIN_LABEL, rangeBoundsQuery } from '../optionsQuery';
import { useQueryRows } from '../useFilterData';
import type { FilterControlProps } from './FilterControlProps';

const toNumber = (value: unknown): number | null => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

const asRange = (value: unknown): RangeValue =>
  Array.isArray(value) ? [toNumber(value[0]), toNumber(value[1])] : [null, null];

/**
 * A numeric range filter: the column's smallest and largest value (after the pre-filter and
 * parents) bound two inputs and a two-thumb slider; an empty input leaves that side open.
 */
export function RangeFilterControl({
  filter,
  value,
  parentsExtra,
  onChange,
  invalid,
  inputId,
}: FilterControlProps) {
  const request = useMemo(() => rangeBoundsQuery(filter, parentsExtra), [filter, parentsExtra]);
  const answer = useQueryRows(request);
  const row = answer?.data?.[0];
  const min = toNumber(row?.[RANGE_MIN_LABEL]);
  const max = toNumber(row?.[RANGE_MAX_LABEL]);
  const [low, high] = asRange(value);
  const set = (next: RangeValue) => onChange(rangeDataMask(filter, next));
  const slider = min !== null && max !== null && max > min;
  const step = slider && Number.isInteger(min) && Number.isInteger(max) ? 1 : 'any';

  return (
    <div className={`nf-range ${invalid ? 'is-invalid' : ''}`}>
      {slider && (
        <div className="nf-range-slider">
          <input
            type="range"
            aria-label={`${filter.name} minimum`}
            min={min}
            max={max}
            step={step}
            value={low ?? min}
            onChange={(event) => set([Math.min(Number(event.target.value), high ?? max), high])}
          />
          <input
            type="range"
            aria-label={`${filter.name} maximum`}
            min={min}
            max={max}
            step={step}
            value={high ?? max}
            onChange={(event) => set([low, Math.max(Number(event.target.value), low ?? min)])}
          />
        </div>
      )}
      <div className="nf-range-inputs">
        <input
          id={inputId}
          className="ui-input nf-range-input"
          type="number"
          aria-label={`${filter.name} from`}
          placeholder={min === null ? 'Min' : String(min)}
          value={low ?? ''}
          onChange={(event) => set([toNumber(event.target.value), high])}
        />
        <span aria-hidden="true">–</span>
        <input
          className="ui-input nf-range-input"
          type="number"
          aria-label={`${filter.name} to`}
          placeholder={max === null ? 'Max' : String(max)}
          value={high ?? ''}
          onChange={(event) => set([low, toNumber(event.target.value)])}
        />
      </div>
      {answer?.status === 'failed' && (
        <div className="nf-control-error" role="alert">
          {answer.error}
        </div>
      )}
    </div>
  );
}
