import { type ReactNode, useRef } from 'react';
import { useVirtualRows } from './useVirtualRows';
import './virtualList.css';

export interface VirtualListProps {
  /** How many items there are; only the visible ones are rendered. */
  itemCount: number;
  itemHeight: number;
  renderItem: (index: number) => ReactNode;
  /** Stable key of an item (defaults to its index). */
  itemKey?: (index: number) => string | number;
  className?: string;
  /** The list is as tall as its items, up to this many pixels (then it scrolls). */
  maxHeight?: number;
  'aria-label'?: string;
}

/** A vertically scrolling list of fixed-height items that keeps only the visible ones in the DOM. */
export function VirtualList({
  itemCount,
  itemHeight,
  renderItem,
  itemKey,
  className,
  maxHeight,
  'aria-label': label,
}: VirtualListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { start, end, totalHeight, onScroll } = useVirtualRows(ref, itemCount, itemHeight);
  const items: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    items.push(
      <div
        key={itemKey ? itemKey(index) : index}
        role="option"
        aria-selected={false}
        aria-posinset={index + 1}
        aria-setsize={itemCount}
        className="ui-vlist-item"
        style={{ top: index * itemHeight, height: itemHeight }}
      >
        {renderItem(index)}
      </div>,
    );
  }
  return (
    <div
      ref={ref}
      role="listbox"
      aria-label={label}
      className={`ui-vlist ${className ?? ''}`}
      onScroll={onScroll}
      style={maxHeight === undefined ? undefined : { height: Math.min(totalHeight + 2, maxHeight) }}
    >
      <div className="ui-vlist-body" style={{ height: totalHeight }}>
        {items}
      </div>
    </div>
  );
}
