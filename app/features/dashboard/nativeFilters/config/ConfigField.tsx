import type { ReactNode } from 'react';

/** A labelled field of the configuration form, with its error under it. */
export function ConfigField({
  label,
  htmlFor,
  error,
  required = false,
  children,
}: {
  label: string;
  htmlFor?: string;
  error?: string;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`nf-field ${error ? 'has-error' : ''}`}>
      <label className="nf-field-label" htmlFor={htmlFor}>
        {label}
        {required && <span className="nf-required">*</span>}
      </label>
      {children}
      {error && (
        <div className="nf-control-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/** A checkbox with its label. */
export function ConfigCheckbox({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="nf-check">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
