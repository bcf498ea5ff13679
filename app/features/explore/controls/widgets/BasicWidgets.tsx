import { useId } from 'react';
import { Select } from '@app/components/ui/Select';
import { keepAllowed, parseTypedValue } from '../selectRules';
import { MultiSelect } from './MultiSelect';
import type { WidgetProps } from './widgetProps';

type Value = string | number;

const asList = (value: unknown): Value[] =>
  (Array.isArray(value)
    ? value
    : value === undefined || value === null || value === ''
      ? []
      : [value]
  ).filter((entry): entry is Value => typeof entry === 'string' || typeof entry === 'number');

/** SelectControl: a native select; free-form ones type with suggestions; multi ones hold tags. */
export function SelectWidget({ control, value, onChange, inputId, disabled }: WidgetProps) {
  const choices = control.choices ?? [];
  const listId = useId();
  if (control.multi) {
    return (
      <MultiSelect
        inputId={inputId}
        values={keepAllowed(asList(value), choices, Boolean(control.freeForm))}
        choices={choices}
        freeForm={Boolean(control.freeForm)}
        disabled={disabled}
        onChange={onChange}
      />
    );
  }
  if (control.freeForm) {
    const label = choices.find(([choice]) => String(choice) === String(value))?.[1];
    return (
      <>
        <input
          id={inputId}
          className="ui-input"
          list={listId}
          disabled={disabled}
          defaultValue={label ?? (value === undefined || value === null ? '' : String(value))}
          key={String(value)}
          onBlur={(event) => {
            const typed = event.target.value;
            const byLabel = choices.find(([, text]) => text === typed);
            const next = byLabel
              ? byLabel[0]
              : typed.trim() === ''
                ? undefined
                : parseTypedValue(typed, choices);
            if (String(next) !== String(value)) onChange(next);
          }}
          onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
        />
        <datalist id={listId}>
          {choices.map(([choice, text]) => (
            <option key={String(choice)} value={text} />
          ))}
        </datalist>
      </>
    );
  }
  return (
    <Select
      id={inputId}
      options={choices.map(([choice, text]) => ({ value: choice, label: text }))}
      value={typeof value === 'string' || typeof value === 'number' ? value : undefined}
      onChange={onChange}
      allowClear={!control.validators?.includes('required')}
      placeholder="Select…"
      disabled={disabled}
      showSearch={choices.length > 12}
    />
  );
}

/** TimeGrainControl: the dataset's engine grains, else the control's choices. */
export function TimeGrainWidget(props: WidgetProps) {
  const grains = props.datasource?.time_grain_sqla.filter(
    (entry): entry is [string, string] => entry[0] !== null,
  );
  const choices = grains && grains.length > 0 ? grains : (props.control.choices ?? []);
  return (
    <SelectWidget
      {...props}
      control={{ ...props.control, choices, freeForm: false, multi: false }}
    />
  );
}

/** CheckboxControl. */
export function CheckboxWidget({ control, value, onChange, inputId, disabled }: WidgetProps) {
  return (
    <input
      id={inputId}
      type="checkbox"
      className="ctl-checkbox"
      checked={Boolean(value ?? control.default)}
      disabled={disabled}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}

/** TextControl: written on blur or Enter so each keystroke does not re-run the chart. */
export function TextWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <input
      id={inputId}
      key={text}
      className="ui-input"
      defaultValue={text}
      disabled={disabled}
      onBlur={(event) => event.target.value !== text && onChange(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
    />
  );
}

/** NumberControl: empty clears; other text is kept as typed so validation can name the error. */
export function NumberWidget({ control, value, onChange, inputId, disabled }: WidgetProps) {
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <input
      id={inputId}
      key={text}
      className="ui-input"
      inputMode="decimal"
      defaultValue={text}
      disabled={disabled}
      min={control.min}
      max={control.max}
      onBlur={(event) => {
        const typed = event.target.value.trim();
        if (typed === text) return;
        const number = Number(typed);
        onChange(typed === '' ? null : Number.isFinite(number) ? number : typed);
      }}
      onKeyDown={(event) => event.key === 'Enter' && event.currentTarget.blur()}
    />
  );
}

/** TextAreaControl (markdown, SQL, templates). */
export function TextAreaWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  const text = value === undefined || value === null ? '' : String(value);
  return (
    <textarea
      id={inputId}
      key={text}
      className="ui-textarea ctl-textarea"
      rows={4}
      defaultValue={text}
      disabled={disabled}
      onBlur={(event) => event.target.value !== text && onChange(event.target.value)}
    />
  );
}

/** SliderControl: a range input with its value shown. */
export function SliderWidget({ control, value, onChange, inputId, disabled }: WidgetProps) {
  const number = typeof value === 'number' ? value : Number(control.default ?? control.min ?? 0);
  return (
    <span className="ctl-slider">
      <input
        id={inputId}
        type="range"
        min={control.min ?? 0}
        max={control.max ?? 100}
        step={control.step ?? 1}
        value={number}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      />
      <output htmlFor={inputId}>{number}</output>
    </span>
  );
}

const bound = (entry: unknown): string => (typeof entry === 'number' ? String(entry) : '');

/** BoundsControl: [min, max], each a number or null. */
export function BoundsWidget({ value, onChange, inputId, disabled }: WidgetProps) {
  const pair = Array.isArray(value) ? value : [null, null];
  const set = (index: number, text: string) => {
    const next = [pair[0] ?? null, pair[1] ?? null];
    const number = Number(text);
    next[index] = text.trim() === '' || !Number.isFinite(number) ? null : number;
    onChange(next);
  };
  return (
    <span className="ctl-bounds">
      <input
        id={inputId}
        className="ui-input"
        aria-label="Min"
        placeholder="Min"
        inputMode="decimal"
        disabled={disabled}
        key={`min-${bound(pair[0])}`}
        defaultValue={bound(pair[0])}
        onBlur={(event) => set(0, event.target.value)}
      />
      <input
        className="ui-input"
        aria-label="Max"
        placeholder="Max"
        inputMode="decimal"
        disabled={disabled}
        key={`max-${bound(pair[1])}`}
        defaultValue={bound(pair[1])}
        onBlur={(event) => set(1, event.target.value)}
      />
    </span>
  );
}
