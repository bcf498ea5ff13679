import { DatePicker } from 'antd';

/** A from–to time filter; either end may stay open. Values are epoch milliseconds. */
export function DateRangeFilter({
  label,
  placeholders,
  onChange,
}: {
  label: string;
  placeholders: [string, string];
  onChange: (from: number | undefined, to: number | undefined) => void;
}) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      showTime
      allowEmpty={[true, true]}
      placeholder={placeholders}
      onChange={(dates) => onChange(dates?.[0]?.valueOf(), dates?.[1]?.valueOf())}
    />
  );
}
