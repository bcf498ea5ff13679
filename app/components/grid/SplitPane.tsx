import { type KeyboardEvent, type PointerEvent, type ReactNode, useRef, useState } from 'react';
import './splitPane.css';

const MIN_PERCENT = 10;
const MAX_PERCENT = 90;
const KEY_STEP = 5;
const clamp = (n: number) => Math.min(MAX_PERCENT, Math.max(MIN_PERCENT, Math.round(n)));

export interface SplitPaneProps {
  north: ReactNode;
  south: ReactNode;
  /** Height of the north pane in percent; the south pane has the rest. */
  northPercent: number;
  /** Called when a drag (or arrow keys) ends, with both percentages. */
  onChange: (northPercent: number, southPercent: number) => void;
}

/** A vertical split with a draggable (and keyboard-movable) bar between north and south. */
export function SplitPane({ north, south, northPercent, onChange }: SplitPaneProps) {
  const box = useRef<HTMLDivElement>(null);
  const [dragging, setDragging] = useState<number>();
  const percent = dragging ?? clamp(northPercent);

  const at = (event: PointerEvent<HTMLElement>) => {
    const rect = box.current?.getBoundingClientRect();
    if (!rect || rect.height === 0) return percent;
    return clamp(((event.clientY - rect.top) / rect.height) * 100);
  };
  const commit = (value: number) => onChange(value, 100 - value);

  const onKey = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowUp' ? -KEY_STEP : event.key === 'ArrowDown' ? KEY_STEP : 0;
    if (!step) return;
    event.preventDefault();
    commit(clamp(percent + step));
  };

  return (
    <div ref={box} className="ui-split">
      <div className="ui-split-north" style={{ height: `${percent}%` }}>
        {north}
      </div>
      <div
        role="separator"
        aria-orientation="horizontal"
        aria-label="Resize editor and results"
        aria-valuemin={MIN_PERCENT}
        aria-valuemax={MAX_PERCENT}
        aria-valuenow={percent}
        tabIndex={0}
        className={`ui-split-bar ${dragging !== undefined ? 'is-dragging' : ''}`}
        onKeyDown={onKey}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          setDragging(at(event));
        }}
        onPointerMove={(event) => {
          if (dragging !== undefined) setDragging(at(event));
        }}
        onPointerUp={(event) => {
          if (dragging === undefined) return;
          const value = at(event);
          setDragging(undefined);
          commit(value);
        }}
      />
      <div className="ui-split-south" style={{ height: `${100 - percent}%` }}>
        {south}
      </div>
    </div>
  );
}
