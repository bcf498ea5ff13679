import { type ClipboardEvent, useId, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import '@app/components/ui/searchSelect.css';
import { cutTag } from '../labels';
import { keepAllowed, parseTypedValue, showSelectAll, splitPasted } from '../selectRules';
import { Chip } from './Chip';

type Value = string | number;

/** Choices drawn at once in the listed popup; more are reached by typing. */
const MAX_LISTED = 300;

export interface MultiSelectProps {
  inputId: string;
  values: Value[];
  choices: readonly [Value, string][];
  freeForm: boolean;
  disabled?: boolean;
  onChange: (values: Value[]) => void;
  placeholder?: string;
  /**
   * Choices in a popup under the field while it has the focus, narrowing as one types (long lists
   * such as a column's values), instead of the browser's suggestions.
   */
  listed?: boolean;
  /** The choices are still coming: the popup says so. */
  loading?: boolean;
  /** Why there are no choices (a failed fetch): the popup says so. */
  notice?: string;
}

/**
 * Values as tags plus a text field suggesting choices: Enter adds the typed value (when it is
 * a choice or the control is free-form), pasted text adds one tag per separated part.
 */
export function MultiSelect({
  inputId,
  values,
  choices,
  freeForm,
  disabled,
  onChange,
  placeholder,
  listed = false,
  loading = false,
  notice,
}: MultiSelectProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const labelOf = (value: Value) =>
    choices.find(([choice]) => String(choice) === String(value))?.[1] ?? String(value);
  const remaining = choices.filter(
    ([choice]) => !values.some((value) => String(value) === String(choice)),
  );

  const needle = text.trim().toLowerCase();
  const matches = listed
    ? needle
      ? remaining.filter(([, label]) => label.toLowerCase().includes(needle))
      : remaining
    : [];
  const shown = matches.slice(0, MAX_LISTED);

  const add = (typed: string[]) => {
    const parsed = typed.map((part) => {
      const byLabel = choices.find(([, label]) => label === part.trim());
      return byLabel ? byLabel[0] : parseTypedValue(part, choices);
    });
    const allowed = keepAllowed(parsed, choices, freeForm).filter((value) => value !== '');
    const next = [...values];
    for (const value of allowed)
      if (!next.some((have) => String(have) === String(value))) next.push(value);
    onChange(next);
    setText('');
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    const parts = splitPasted(pasted);
    if (parts.length > 1) {
      event.preventDefault();
      add(parts);
    }
  };

  return (
    <>
      <div className="ctl-multi">
        {values.map((value, index) => (
          <Chip
            key={String(value)}
            label={cutTag(labelOf(value))}
            title={labelOf(value)}
            onRemove={() => onChange(values.filter((_, at) => at !== index))}
          />
        ))}
        <input
          id={inputId}
          className="ui-input ctl-multi-input"
          list={listed ? undefined : listId}
          role={listed ? 'combobox' : undefined}
          aria-expanded={listed ? open : undefined}
          aria-controls={listed ? listId : undefined}
          aria-busy={loading || undefined}
          autoComplete={listed ? 'off' : undefined}
          value={text}
          disabled={disabled}
          placeholder={placeholder ?? (freeForm ? 'Type or select values' : 'Select values')}
          onChange={(event) => {
            const typed = event.target.value;
            // Picking a datalist suggestion fills the exact choice label: add it at once.
            if (!listed && choices.some(([, label]) => label === typed)) add([typed]);
            else setText(typed);
          }}
          onPaste={onPaste}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={(event) => {
            if (listed && event.key === 'Escape' && open) {
              // Only the popup closes: the popover around the field stays open.
              event.stopPropagation();
              setOpen(false);
              return;
            }
            if (listed && !open) setOpen(true);
            if (event.key === 'Enter' && text.trim() !== '') {
              event.preventDefault();
              add([text]);
            } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
              onChange(values.slice(0, -1));
            }
          }}
        />
        {!listed && (
          <datalist id={listId}>
            {remaining.map(([value, label]) => (
              <option key={String(value)} value={label} />
            ))}
          </datalist>
        )}
        {showSelectAll(true, remaining.length, text) && (
          <Button
            size="small"
            variant="text"
            onClick={() => onChange([...values, ...remaining.map(([value]) => value)])}
          >
            Select all ({remaining.length})
          </Button>
        )}
      </div>
      {listed && open && (
        <ul
          id={listId}
          role="listbox"
          className="ui-search-select-list"
          // In the flow under the field: a popover around it would clip a floating list.
          style={{ position: 'static', marginTop: 4 }}
          // Keeps the focus in the field, so a click adds before the blur closes the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {shown.map(([value, label]) => (
            <li
              key={String(value)}
              role="option"
              aria-selected={false}
              className="ui-search-select-option"
              title={label}
              onClick={() => add([label])}
            >
              {label}
            </li>
          ))}
          {shown.length === 0 && (
            <li className="ui-search-select-empty" aria-live="polite">
              {loading
                ? 'Loading values…'
                : (notice ?? (text.trim() ? 'Enter adds the typed value' : 'No values'))}
            </li>
          )}
          {matches.length > shown.length && (
            <li className="ui-search-select-empty">
              {`${(matches.length - shown.length).toLocaleString()} more: type to narrow`}
            </li>
          )}
        </ul>
      )}
    </>
  );
}
