/** Text edited in place in edit mode (header text, tab titles): click, type, Enter or blur saves. */
import { type KeyboardEvent, useState } from 'react';

export interface EditableTextProps {
  value: string;
  placeholder: string;
  editable: boolean;
  /** Called with the new text when it changed. */
  onCommit: (text: string) => void;
  /** Names the input for assistive technology. */
  label: string;
  className?: string;
}

/** A span that turns into an input when clicked in edit mode. */
export function EditableText({
  value,
  placeholder,
  editable,
  onCommit,
  label,
  className,
}: EditableTextProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const finish = (save: boolean) => {
    if (save && draft !== null && draft !== value) onCommit(draft);
    setDraft(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') finish(true);
    else if (event.key === 'Escape') finish(false);
    // Keys typed here are text, not the tab strip's arrows or the page's undo.
    event.stopPropagation();
  };

  if (editable && draft !== null) {
    return (
      <input
        className={`dashboard-editable-input ${className ?? ''}`}
        aria-label={label}
        value={draft}
        placeholder={placeholder}
        autoFocus
        size={Math.max(draft.length, placeholder.length, 4)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={() => finish(true)}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => event.stopPropagation()}
      />
    );
  }
  return (
    <span
      className={`dashboard-editable ${editable ? 'is-editable' : ''} ${value ? '' : 'is-placeholder'} ${className ?? ''}`}
      title={editable ? 'Click to edit' : undefined}
      onClick={editable ? () => setDraft(value) : undefined}
    >
      {value || placeholder}
    </span>
  );
}
