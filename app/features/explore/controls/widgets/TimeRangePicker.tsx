import { useId, useState } from 'react';
import { Select } from '@app/components/ui/Select';
import {
  customRangeText,
  DEFAULT_CUSTOM,
  describeRange,
  LAST_OPTIONS,
  parseCustomRange,
  PREVIOUS_OPTIONS,
  RANGE_TYPES,
  type CustomRange,
  type RangeType,
  rangeTypeOf,
  RELATIVE_UNITS,
} from '../timeRangeText';

export interface TimeRangePickerProps {
  value: string;
  onChange: (value: string) => void;
}

/** The first value of a range type, used when the user switches to it. */
function startValue(type: RangeType, current: string): string {
  if (type === 'Last') return LAST_OPTIONS[1] ?? 'Last week';
  if (type === 'Previous') return PREVIOUS_OPTIONS[0] ?? 'previous calendar week';
  if (type === 'Custom') return customRangeText(DEFAULT_CUSTOM);
  // Advanced starts from the current range when it has two sides, else both sides empty.
  if (type === 'Advanced') return current.includes(' : ') ? current : ' : ';
  return 'No filter';
}

function Radios({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly string[];
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="ctl-radios" role="radiogroup">
      {options.map((option) => (
        <label key={option} className="ctl-radio">
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {option}
        </label>
      ))}
    </div>
  );
}

function CustomForm({
  range,
  onChange,
}: {
  range: CustomRange;
  onChange: (range: CustomRange) => void;
}) {
  const ids = {
    start: useId(),
    amount: useId(),
    unit: useId(),
    startDate: useId(),
    end: useId(),
    endDate: useId(),
  };
  return (
    <div className="ctl-custom-range">
      <div className="ctl-field">
        <label htmlFor={ids.start}>START (INCLUSIVE)</label>
        <Select
          id={ids.start}
          value={range.startMode}
          options={[
            { value: 'relative', label: 'Relative date/time' },
            { value: 'specific', label: 'Specific date/time' },
          ]}
          onChange={(mode) =>
            mode &&
            onChange({
              ...range,
              startMode: mode,
              startDate: range.startDate || new Date().toISOString().slice(0, 10),
            })
          }
        />
        {range.startMode === 'relative' ? (
          <span className="ctl-inline">
            <input
              id={ids.amount}
              aria-label="Amount"
              className="ui-input"
              type="number"
              min={0}
              value={range.amount}
              onChange={(event) => onChange({ ...range, amount: Number(event.target.value) })}
            />
            <Select
              id={ids.unit}
              aria-label="Unit"
              value={range.unit}
              options={RELATIVE_UNITS.map((unit) => ({
                value: unit,
                label: `${unit}s before now`,
              }))}
              onChange={(unit) => unit && onChange({ ...range, unit })}
            />
          </span>
        ) : (
          <input
            id={ids.startDate}
            aria-label="Start date"
            className="ui-input"
            type="date"
            value={range.startDate.slice(0, 10)}
            onChange={(event) => onChange({ ...range, startDate: event.target.value })}
          />
        )}
      </div>
      <div className="ctl-field">
        <label htmlFor={ids.end}>END (EXCLUSIVE)</label>
        <Select
          id={ids.end}
          value={range.endMode}
          options={[
            { value: 'now', label: 'Now' },
            { value: 'specific', label: 'Specific date/time' },
          ]}
          onChange={(mode) =>
            mode &&
            onChange({
              ...range,
              endMode: mode,
              endDate: range.endDate || new Date().toISOString().slice(0, 10),
            })
          }
        />
        {range.endMode === 'specific' && (
          <input
            id={ids.endDate}
            aria-label="End date"
            className="ui-input"
            type="date"
            value={range.endDate.slice(0, 10)}
            onChange={(event) => onChange({ ...range, endDate: event.target.value })}
          />
        )}
      </div>
    </div>
  );
}

/** Superset's time range picker: Last, Previous, Custom, Advanced and No filter, with the actual range shown. */
export function TimeRangePicker({ value, onChange }: TimeRangePickerProps) {
  const [type, setType] = useState<RangeType>(rangeTypeOf(value));
  const typeId = useId();
  const advancedIds = { start: useId(), end: useId() };
  const [advStart = '', advEnd = ''] = value.split(' : ');
  const described = describeRange(value);
  return (
    <div className="ctl-time-picker" data-test="time-range-picker">
      <div className="ctl-field">
        <label htmlFor={typeId}>Range type</label>
        <Select
          id={typeId}
          value={type}
          options={RANGE_TYPES.map((entry) => ({ value: entry, label: entry }))}
          onChange={(next) => {
            if (!next) return;
            setType(next);
            onChange(startValue(next, value));
          }}
        />
      </div>
      {type === 'Last' && (
        <Radios name={`${typeId}-last`} options={LAST_OPTIONS} value={value} onChange={onChange} />
      )}
      {type === 'Previous' && (
        <Radios
          name={`${typeId}-prev`}
          options={PREVIOUS_OPTIONS}
          value={value}
          onChange={onChange}
        />
      )}
      {type === 'Custom' && (
        <CustomForm
          range={parseCustomRange(value) ?? DEFAULT_CUSTOM}
          onChange={(range) => onChange(customRangeText(range))}
        />
      )}
      {type === 'Advanced' && (
        <div className="ctl-inline">
          <div className="ctl-field">
            <label htmlFor={advancedIds.start}>START (INCLUSIVE)</label>
            <input
              id={advancedIds.start}
              className="ui-input"
              value={advStart}
              placeholder="2024-01-01"
              onChange={(event) => onChange(`${event.target.value} : ${advEnd}`)}
            />
          </div>
          <div className="ctl-field">
            <label htmlFor={advancedIds.end}>END (EXCLUSIVE)</label>
            <input
              id={advancedIds.end}
              className="ui-input"
              value={advEnd}
              placeholder="now"
              onChange={(event) => onChange(`${advStart} : ${event.target.value}`)}
            />
          </div>
        </div>
      )}
      <div className="ctl-actual" aria-live="polite">
        <div className="ctl-actual-title">Actual time range</div>
        {described.ok ? (
          <div data-test="time-range-actual">{described.text}</div>
        ) : (
          <div className="ctl-error" role="alert">
            {described.error}
          </div>
        )}
      </div>
    </div>
  );
}
