import { type PointerEvent, useRef } from 'react';
import { clampColumnWidth } from './columnWidths';
import { isNumericKind } from './gridTable';
import type { SortDirection } from './sortRows';

export interface GridSort {
  column: number;
  direction: SortDirection;
}

export interface GridHeaderProps {
  columns: readonly { name: string; kind: string }[];
  widths: readonly number[];
  height: number;
  sort?: GridSort;
  onSort: (column: number) => void;
  onResize: (column: number, width: number) => void;
  /** Double-click on a column's edge: fit the column to its values. */
  onAutoFit: (column: number) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The grid's sticky header row: a sort button and a draggable right edge per column. */
export function GridHeader({
  columns,
  widths,
  height,
  sort,
  onSort,
  onResize,
  onAutoFit,
}: GridHeaderProps) {
  // The drag in progress: which column, where the pointer went down, the width then.
  const drag = useRef<{ column: number; x: number; width: number }>(undefined);

  const move = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    if (current)
      onResize(current.column, clampColumnWidth(current.width + event.clientX - current.x));
  };
  const end = () => {
    drag.current = undefined;
  };

  return (
    <div role="row" aria-rowindex={1} className="ui-grid-header" style={{ height }}>
      {columns.map((column, c) => {
        const direction = sort?.column === c ? sort.direction : undefined;
        const width = widths[c] ?? 0;
        return (
          <div
            key={c}
            role="columnheader"
            aria-colindex={c + 1}
            aria-sort={direction ? ARIA_SORT[direction] : undefined}
            className={`ui-grid-cell ${isNumericKind(column.kind) ? 'is-number' : ''}`}
            style={{ width, lineHeight: `${height}px` }}
          >
            <button
              type="button"
              className={`ui-grid-sort ${direction ? 'is-sorted' : ''}`}
              title={`${column.name} (${column.kind}): click to sort`}
              onClick={() => onSort(c)}
            >
              <span className="ui-grid-sort-name">{column.name}</span>
              <span className="ui-grid-sort-arrow" aria-hidden>
                {direction === 'desc' ? '▼' : '▲'}
              </span>
            </button>
            <div
              role="separator"
              aria-orientation="vertical"
              aria-label={`Resize column ${column.name}`}
              aria-valuenow={width}
              className="ui-grid-resizer"
              onPointerDown={(event) => {
                event.preventDefault();
                // Optional: jsdom has no pointer capture.
                event.currentTarget.setPointerCapture?.(event.pointerId);
                drag.current = { column: c, x: event.clientX, width };
              }}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={end}
              onDoubleClick={() => onAutoFit(c)}
            />
          </div>
        );
      })}
    </div>
  );
}
