import { useLayoutEffect, useRef, useState } from 'react';
import { Popover } from '@app/components/ui/Popover';
import { FilterList } from './FilterList';
import type { FilterBarModel } from './useFilterBarModel';

/** Width of one filter in the row, gap included (nativeFilters.css). */
const ITEM_WIDTH = 216;

/**
 * The horizontal bar's filters: as many as fit the row's width, the rest under
 * "More filters (n)".
 */
export function HorizontalFilters({ model }: { model: FilterBarModel }) {
  const row = useRef<HTMLDivElement>(null);
  const [capacity, setCapacity] = useState(model.items.length);
  useLayoutEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => setCapacity(Math.floor(element.clientWidth / ITEM_WIDTH));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  // When some overflow, the "More filters" button takes one slot.
  const fit = model.items.length <= capacity ? capacity : Math.max(1, capacity - 1);
  const visible = model.items.slice(0, fit);
  const more = model.items.slice(fit);
  return (
    <div className="nf-horizontal-row" ref={row}>
      <FilterList model={model} items={visible} />
      {more.length > 0 && (
        <Popover
          label={`More filters (${more.length})`}
          title="More filters"
          size="small"
          placement="bottomRight"
        >
          <div className="nf-more">
            <FilterList model={model} items={more} />
          </div>
        </Popover>
      )}
    </div>
  );
}
