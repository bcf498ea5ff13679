import type { AriaRole, ReactNode } from 'react';

export type AlertType = 'info' | 'success' | 'warning' | 'error';

export interface AlertProps {
  type?: AlertType;
  title: ReactNode;
  description?: ReactNode;
  /** `alert` for failures the user must notice at once; otherwise none or `status`. */
  role?: AriaRole;
  /** Shows a close button (named "Close") that calls this. */
  onClose?: () => void;
  className?: string;
}

const ICONS: Record<AlertType, string> = { info: 'i', success: '✓', warning: '!', error: '×' };

/** A coloured message box with an icon, a title, an optional description and close button. */
export function Alert({ type = 'info', title, description, role, onClose, className }: AlertProps) {
  return (
    <div className={`ui-alert ui-alert-${type} ${className ?? ''}`} role={role}>
      <span className="ui-alert-icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="ui-alert-body">
        <div className="ui-alert-title">{title}</div>
        {description !== undefined && <div className="ui-alert-description">{description}</div>}
      </div>
      {onClose && (
        <button type="button" className="ui-close" aria-label="Close" onClick={onClose}>
          ×
        </button>
      )}
    </div>
  );
}
