import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SelectOption, SelectProps } from './Select';
import './searchSelect.css';

/** Options drawn at once; more matches are reached by typing, as in long schema lists. */
const MAX_SHOWN = 300;

export interface SearchSelectProps<T extends string | number> extends Pick<
  SelectProps<T>,
  | 'options'
  | 'value'
  | 'onChange'
  | 'placeholder'
  | 'allowClear'
  | 'loading'
  | 'disabled'
  | 'id'
  | 'className'
  | 'aria-label'
> {
  /** Shown when no option matches (antd's wording by default). */
  notFoundContent?: string;
  /** Hears what is typed, for options the parent finds elsewhere (a server search). */
  onSearch?: (query: string) => void;
}

/**
 * A select whose options narrow as one types (a WAI-ARIA combobox with a listbox popup), for
 * lists too long to scroll through such as schemas; arrows, Enter and Escape work as in antd.
 */
export function SearchSelect<T extends string | number>({
  options,
  value,
  onChange,
  placeholder,
  allowClear = false,
  loading = false,
  disabled = false,
  id,
  className,
  'aria-label': ariaLabel,
  notFoundContent = 'No data',
  onSearch,
}: SearchSelectProps<T>) {
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const selected = options.find((option) => option.value === value);

  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? options.filter((o) => o.label.toLowerCase().includes(needle)) : options;
  }, [options, query]);
  const shown = matches.slice(0, MAX_SHOWN);

  useEffect(() => {
    if (open)
      document.getElementById(`${listId}-${active}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, listId]);

  const show = () => {
    if (disabled || open) return;
    setQuery('');
    setActive(
      Math.max(
        0,
        options.findIndex((o) => o.value === value),
      ),
    );
    setOpen(true);
  };
  const pick = (option: SelectOption<T> | undefined) => {
    setOpen(false);
    setQuery('');
    if (option && option.value !== value) onChange(option.value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return show();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((i) => Math.min(last, Math.max(0, i + step)));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === 'Escape' && open) {
      // Only the popup closes: a dialog around the select stays open.
      event.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div
      className={`ui-search-select ${open ? 'is-open' : ''} ${disabled ? 'is-disabled' : ''} ${className ?? ''}`}
    >
      <input
        ref={inputRef}
        id={id}
        role="combobox"
        className="ui-search-select-input"
        aria-label={ariaLabel}
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && shown[active] ? `${listId}-${active}` : undefined}
        aria-busy={loading || undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        value={open ? query : (selected?.label ?? '')}
        placeholder={loading ? 'Loading…' : open && selected ? selected.label : placeholder}
        onClick={show}
        onChange={(event) => {
          setQuery(event.target.value);
          onSearch?.(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {allowClear && selected && !disabled && (
        <button
          type="button"
          className="ui-search-select-clear"
          aria-label={`Clear ${ariaLabel ?? 'selection'}`}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChange(undefined)}
        >
          ×
        </button>
      )}
      <span className="ui-search-select-arrow" aria-hidden="true" />
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={ariaLabel}
          className="ui-search-select-list"
          // Keeps the focus in the input, so a click picks before the blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown.map((option, i) => (
            <li
              key={String(option.value)}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={option.value === value}
              className={`ui-search-select-option ${i === active ? 'is-active' : ''}`}
              title={option.label}
              onMouseEnter={() => setActive(i)}
              onClick={() => pick(option)}
            >
              {option.label}
            </li>
          ))}
          {shown.length === 0 && (
            <li className="ui-search-select-empty" aria-live="polite">
              {loading ? 'Loading…' : notFoundContent}
            </li>
          )}
          {matches.length > shown.length && (
            <li className="ui-search-select-empty">
              {`${(matches.length - shown.length).toLocaleString()} more: type to narrow`}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
