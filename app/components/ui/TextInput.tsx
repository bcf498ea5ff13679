import type { InputHTMLAttributes } from 'react';

export interface TextInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'size' | 'onChange'
> {
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'middle';
  /** Shows a "Clear" button while there is text. */
  allowClear?: boolean;
  /** Called with the value when Enter is pressed. */
  onEnter?: (value: string) => void;
}

/** A text field with an optional clear button; `onChange` receives the new text. */
export function TextInput({
  value,
  onChange,
  size = 'middle',
  allowClear = false,
  onEnter,
  className,
  onKeyDown,
  ...rest
}: TextInputProps) {
  return (
    <span
      className={`ui-input-wrap ${size === 'small' ? 'ui-input-small' : ''} ${className ?? ''}`}
    >
      <input
        type="text"
        {...rest}
        className="ui-input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && onEnter) onEnter(event.currentTarget.value);
        }}
      />
      {allowClear && value !== '' && (
        <button
          type="button"
          className="ui-input-clear"
          aria-label="Clear"
          onClick={() => onChange('')}
        >
          ×
        </button>
      )}
    </span>
  );
}
