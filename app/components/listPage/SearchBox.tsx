import { Input } from 'antd';

/** A list's search box: searches on Enter or the search button, clears with ×. */
export function SearchBox({
  label,
  placeholder,
  onSearch,
  defaultValue,
  width = 280,
}: {
  /** The accessible name, e.g. "Search datasets". */
  label: string;
  placeholder: string;
  onSearch: (text: string) => void;
  defaultValue?: string;
  width?: number;
}) {
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      defaultValue={defaultValue}
      onSearch={onSearch}
      style={{ width }}
    />
  );
}
