import { useEffect, useState } from 'react';

/** Placeholder of a chart that has no name yet. */
export const UNTITLED_CHART = '[ untitled chart ]';

/** The chart name, edited in place; commits on Enter or leaving the field, Escape reverts. */
export function ChartNameInput(props: {
  name: string;
  editable: boolean;
  onCommit: (name: string) => void;
}) {
  const [text, setText] = useState(props.name);
  useEffect(() => setText(props.name), [props.name]);
  const commit = () => {
    const trimmed = text.trim();
    if (trimmed === props.name) return;
    if (!trimmed && props.name) {
      setText(props.name);
      return;
    }
    props.onCommit(trimmed);
  };
  return (
    <input
      className="explore-chart-name"
      data-test="explore-chart-name"
      aria-label="Chart name"
      value={text}
      placeholder={UNTITLED_CHART}
      readOnly={!props.editable}
      size={Math.max(12, Math.min(60, (text || UNTITLED_CHART).length + 1))}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') {
          setText(props.name);
          event.currentTarget.blur();
        }
      }}
    />
  );
}
