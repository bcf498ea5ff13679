import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Spinner } from './Spinner';

export type ButtonVariant = 'default' | 'primary' | 'danger' | 'text';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  ref?: Ref<HTMLButtonElement>;
  variant?: ButtonVariant;
  size?: 'small' | 'middle';
  /** Shows a spinner and ignores clicks while an action is in progress. */
  loading?: boolean;
  /** Renders a link styled as a button (e.g. a download). */
  href?: string;
  download?: boolean | string;
  block?: boolean;
  children?: ReactNode;
}

/** The CSS classes of a button, shared with links that look like buttons. */
export function buttonClass(
  variant: ButtonVariant = 'default',
  size: 'small' | 'middle' = 'middle',
  extra = '',
): string {
  return ['ui-button', `ui-button-${variant}`, size === 'small' ? 'ui-button-small' : '', extra]
    .filter(Boolean)
    .join(' ');
}

/** A native button (or link) in the app's style; `loading` keeps it focusable but inert. */
export function Button({
  variant,
  size,
  loading = false,
  href,
  download,
  block,
  className,
  type = 'button',
  disabled,
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const classes = buttonClass(
    variant,
    size,
    `${block ? 'ui-button-block' : ''} ${className ?? ''}`,
  );
  if (href !== undefined && !disabled) {
    return (
      <a className={classes} href={href} download={download}>
        {children}
      </a>
    );
  }
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled}
      aria-busy={loading || undefined}
      // A loading button ignores clicks rather than being disabled, so focus is not lost.
      onClick={loading ? undefined : onClick}
    >
      {loading && <Spinner size="small" inline />}
      {children}
    </button>
  );
}
