import type { SelectHTMLAttributes } from 'react';
import { SearchSelect } from './SearchSelect';

export interface SelectOption<T extends string | number> {
  value: T;
  label: string;
}

export interface SelectProps<T extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange'
> {
  options: readonly SelectOption<T>[];
  value: T | undefined;
  /** Receives the chosen option's value, or undefined for the placeholder. */
  onChange: (value: T | undefined) => void;
  /** The empty first choice; choosing it clears the value when `allowClear`. */
  placeholder?: string;
  allowClear?: boolean;
  loading?: boolean;
  /** Options narrow as one types (a combobox, not a native select), as antd's `showSearch`. */
  showSearch?: boolean;
}

/**
 * A styled native select: the browser gives it keyboard, type-ahead and screen reader support
 * for free. Option values are matched by their string form, so numbers work too.
 */
export function Select<T extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  allowClear = false,
  loading = false,
  className,
  disabled,
  showSearch = false,
  ...rest
}: SelectProps<T>) {
  if (showSearch) {
    return (
      <SearchSelect
        {...{ options, value, onChange, placeholder, allowClear, loading, className, disabled }}
        id={rest.id}
        aria-label={rest['aria-label']}
      />
    );
  }
  const current = value === undefined ? '' : String(value);
  return (
    <span className={`ui-select-wrap ${className ?? ''}`}>
      <select
        {...rest}
        className="ui-select"
        value={current}
        disabled={disabled}
        aria-busy={loading || undefined}
        onChange={(event) => {
          const picked = options.find((o) => String(o.value) === event.target.value);
          onChange(picked?.value);
        }}
      >
        {(current === '' || allowClear) && (
          <option value="">{loading ? 'Loading…' : (placeholder ?? '')}</option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
