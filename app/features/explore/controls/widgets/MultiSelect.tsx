import { type ClipboardEvent, useId, useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { cutTag } from '../labels';
import { keepAllowed, parseTypedValue, showSelectAll, splitPasted } from '../selectRules';
import { Chip } from './Chip';

type Value = string | number;

export interface MultiSelectProps {
  inputId: string;
  values: Value[];
  choices: readonly [Value, string][];
  freeForm: boolean;
  disabled?: boolean;
  onChange: (values: Value[]) => void;
  placeholder?: string;
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
}: MultiSelectProps) {
  const [text, setText] = useState('');
  const listId = useId();
  const labelOf = (value: Value) =>
    choices.find(([choice]) => String(choice) === String(value))?.[1] ?? String(value);
  const remaining = choices.filter(
    ([choice]) => !values.some((value) => String(value) === String(choice)),
  );

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
        list={listId}
        value={text}
        disabled={disabled}
        placeholder={placeholder ?? (freeForm ? 'Type or select values' : 'Select values')}
        onChange={(event) => {
          const typed = event.target.value;
          // Picking a datalist suggestion fills the exact choice label: add it at once.
          if (choices.some(([, label]) => label === typed)) add([typed]);
          else setText(typed);
        }}
        onPaste={onPaste}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== '') {
            event.preventDefault();
            add([text]);
          } else if (event.key === 'Backspace' && text === '' && values.length > 0) {
            onChange(values.slice(0, -1));
          }
        }}
      />
      <datalist id={listId}>
        {remaining.map(([value, label]) => (
          <option key={String(value)} value={label} />
        ))}
      </datalist>
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
  );
}
