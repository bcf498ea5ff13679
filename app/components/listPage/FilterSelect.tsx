import { Select } from 'antd';

/** One choice of a filter. */
export type FilterOption<V extends string | number> = { value: V; label: string };

type Common<V extends string | number> = {
  /** The accessible name and the placeholder, e.g. "Database". */
  label: string;
  options: FilterOption<V>[];
  /** Typing asks the caller (e.g. to search users on the server) instead of filtering here. */
  onSearch?: (text: string) => void;
};

type Single<V extends string | number> = Common<V> & {
  multiple?: false;
  value: V | undefined;
  onChange: (value: V | undefined) => void;
};

type Multiple<V extends string | number> = Common<V> & {
  multiple: true;
  value: V[];
  onChange: (value: V[]) => void;
};

// Selects size to their content otherwise, which makes the bar jump as filters change.
const STYLE = { minWidth: 180 };

/** A searchable, clearable filter select, single or multiple. */
export function FilterSelect<V extends string | number>(props: Single<V> | Multiple<V>) {
  const { label, options, onSearch } = props;
  const search = onSearch
    ? { showSearch: { filterOption: false, onSearch } }
    : { showSearch: { optionFilterProp: 'label' } };
  if (props.multiple)
    return (
      <Select<V[]>
        aria-label={label}
        placeholder={label}
        mode="multiple"
        allowClear
        style={STYLE}
        value={props.value}
        onChange={props.onChange}
        options={options}
        {...search}
      />
    );
  return (
    <Select<V>
      aria-label={label}
      placeholder={label}
      allowClear
      style={STYLE}
      value={props.value}
      onChange={props.onChange}
      options={options}
      {...search}
    />
  );
}
