import { useState } from 'react';
import { Select } from '@app/components/ui/Select';
import { NO_TIME_RANGE, TIME_RANGE_SEPARATOR } from '@common/time/noTimeRange';
import { timeDataMask } from '../filterDataMask';
import type { FilterControlProps } from './FilterControlProps';

const CUSTOM = 'Custom';

/** The picker's ranges (Superset's "Last" and "Previous" choices) and a custom one. */
export const TIME_RANGE_CHOICES = [
  NO_TIME_RANGE,
  'Last day',
  'Last week',
  'Last month',
  'Last quarter',
  'Last year',
  'previous calendar week',
  'previous calendar month',
  'previous calendar year',
];

function splitRange(range: string): [string, string] {
  const at = range.indexOf(TIME_RANGE_SEPARATOR);
  if (at < 0) return ['', ''];
  return [range.slice(0, at).trim(), range.slice(at + TIME_RANGE_SEPARATOR.length).trim()];
}

/**
 * A time range filter: "No filter", a last or previous period, or a custom range whose
 * "since" and "until" are dates or time expressions (an empty side is open).
 */
export function TimeFilterControl({
  filter,
  value,
  onChange,
  invalid,
  inputId,
}: FilterControlProps) {
  const range = typeof value === 'string' && value ? value : NO_TIME_RANGE;
  const preset = TIME_RANGE_CHOICES.includes(range);
  const [custom, setCustom] = useState(!preset);
  const [since, until] = splitRange(preset ? '' : range);
  const setCustomRange = (from: string, to: string) =>
    onChange(timeDataMask(from || to ? `${from}${TIME_RANGE_SEPARATOR}${to}` : NO_TIME_RANGE));

  return (
    <div className={`nf-time ${invalid ? 'is-invalid' : ''}`}>
      <Select
        id={inputId}
        aria-label={filter.name}
        options={[...TIME_RANGE_CHOICES, CUSTOM].map((choice) => ({
          value: choice,
          label: choice,
        }))}
        value={custom ? CUSTOM : range}
        onChange={(choice) => {
          if (choice === CUSTOM) {
            setCustom(true);
            return;
          }
          setCustom(false);
          onChange(timeDataMask(choice ?? NO_TIME_RANGE));
        }}
      />
      {custom && (
        <div className="nf-time-custom">
          <label>
            <span>Since</span>
            <input
              className="ui-input"
              aria-label={`${filter.name} since`}
              placeholder="2024-01-01 or 7 days ago"
              defaultValue={since}
              onBlur={(event) => setCustomRange(event.target.value.trim(), until)}
            />
          </label>
          <label>
            <span>Until</span>
            <input
              className="ui-input"
              aria-label={`${filter.name} until`}
              placeholder="now"
              defaultValue={until}
              onBlur={(event) => setCustomRange(since, event.target.value.trim())}
            />
          </label>
        </div>
      )}
    </div>
  );
}
