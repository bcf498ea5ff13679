import { type KeyboardEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import { useDismiss } from '@app/components/ui/useDismiss';
import type { SelectValue } from '../filterDataMask';

export interface ValuePickerProps {
  options: SelectValue[];
  value: SelectValue[];
  multi: boolean;
  onChange: (values: SelectValue[]) => void;
  /** Called as one types: the server narrows the options (searchAllOptions). */
  onSearch?: (text: string) => void;
  loading?: boolean;
  error?: string | null;
  invalid?: boolean;
  placeholder?: string;
  'aria-label': string;
  id?: string;
}

/** Options drawn at once; typing narrows the rest. */
const MAX_SHOWN = 200;

export const valueLabel = (value: SelectValue): string =>
  value === null
    ? '<NULL>'
    : typeof value === 'boolean'
      ? String(value).toUpperCase()
      : String(value);

/**
 * The select filter's picker: chosen values as removable tags, and a searchable listbox that
 * toggles values (multi) or picks one (single). Arrows, Enter and Escape work as in antd.
 */
export function ValuePicker({
  options,
  value,
  multi,
  onChange,
  onSearch,
  loading = false,
  error,
  invalid = false,
  placeholder = 'Select or type a value',
  id,
  'aria-label': ariaLabel,
}: ValuePickerProps) {
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(root, open, close);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    // With a server search the server has narrowed already.
    if (!needle || onSearch) return options;
    return options.filter((option) => valueLabel(option).toLowerCase().includes(needle));
  }, [options, query, onSearch]);
  const shown = matches.slice(0, MAX_SHOWN);
  const chosen = new Set(value.map(valueLabel));

  const toggle = (option: SelectValue) => {
    const label = valueLabel(option);
    if (!multi) {
      onChange(chosen.has(label) ? [] : [option]);
      setOpen(false);
      return;
    }
    onChange(chosen.has(label) ? value.filter((v) => valueLabel(v) !== label) : [...value, option]);
  };
  const typed = (text: string) => {
    setQuery(text);
    setActive(0);
    setOpen(true);
    onSearch?.(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(shown.length - 1, Math.max(0, i + step)));
    } else if (event.key === 'Enter' && open && shown[active] !== undefined) {
      event.preventDefault();
      toggle(shown[active]);
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    }
  };

  return (
    <div
      ref={root}
      className={`nf-picker ${open ? 'is-open' : ''} ${invalid ? 'is-invalid' : ''}`}
      onClick={() => setOpen(true)}
    >
      <div className="nf-picker-box">
        {value.map((item) => (
          <span key={valueLabel(item)} className="nf-picker-tag">
            <span className="nf-picker-tag-text" title={valueLabel(item)}>
              {valueLabel(item)}
            </span>
            <button
              type="button"
              className="nf-picker-tag-remove"
              aria-label={`Remove ${valueLabel(item)}`}
              onClick={(event) => {
                event.stopPropagation();
                onChange(value.filter((v) => valueLabel(v) !== valueLabel(item)));
              }}
            >
              ×
            </button>
          </span>
        ))}
        <input
          id={id}
          role="combobox"
          className="nf-picker-input"
          aria-label={ariaLabel}
          aria-expanded={open}
          aria-controls={listId}
          aria-invalid={invalid || undefined}
          aria-busy={loading || undefined}
          autoComplete="off"
          value={query}
          placeholder={value.length === 0 ? (loading ? 'Loading…' : placeholder) : ''}
          onChange={(event) => typed(event.target.value)}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
      </div>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={ariaLabel}
          aria-multiselectable={multi || undefined}
          className="nf-picker-list"
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown.map((option, i) => {
            const label = valueLabel(option);
            return (
              <li
                key={label}
                role="option"
                aria-selected={chosen.has(label)}
                className={`nf-picker-option ${i === active ? 'is-active' : ''}`}
                title={label}
                onMouseEnter={() => setActive(i)}
                onClick={(event) => {
                  event.stopPropagation();
                  toggle(option);
                }}
              >
                {multi && (
                  <span className="nf-picker-check" aria-hidden="true">
                    {chosen.has(label) ? '✓' : ''}
                  </span>
                )}
                {label}
              </li>
            );
          })}
          {shown.length === 0 && (
            <li className="nf-picker-empty" aria-live="polite">
              {loading ? 'Loading…' : error ? error : 'No data'}
            </li>
          )}
          {matches.length > shown.length && (
            <li className="nf-picker-empty">{`${matches.length - shown.length} more: type to narrow`}</li>
          )}
        </ul>
      )}
    </div>
  );
}
