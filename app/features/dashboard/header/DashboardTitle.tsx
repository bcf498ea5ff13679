import { useEffect, useState } from 'react';
import { DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';

/**
 * The dashboard title: text in view mode, edited in place in edit mode (commits on Enter or
 * leaving the field, Escape reverts). Titles are text, never HTML.
 */
export function DashboardTitle(props: {
  title: string;
  editable: boolean;
  onCommit: (title: string) => void;
}) {
  const [text, setText] = useState(props.title);
  useEffect(() => setText(props.title), [props.title]);
  if (!props.editable) {
    return (
      <h1 className="dashboard-title" data-test="dashboard-title" title={props.title}>
        {props.title || DASHBOARD_MESSAGES.untitled}
      </h1>
    );
  }
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed !== props.title) props.onCommit(trimmed);
  };
  return (
    <input
      className="dashboard-title dashboard-title-input"
      data-test="dashboard-title"
      aria-label="Dashboard title"
      value={text}
      placeholder={DASHBOARD_MESSAGES.untitled}
      size={Math.max(12, Math.min(60, (text || DASHBOARD_MESSAGES.untitled).length + 1))}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setText(props.title);
          event.currentTarget.blur();
        }
      }}
    />
  );
}
