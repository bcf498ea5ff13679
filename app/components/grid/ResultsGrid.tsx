import { type MouseEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { CellValueDialog } from './CellValueDialog';
import { autoFitWidth, columnWidths, isProbablyTruncated } from './columnWidths';
import { GridHeader, type GridSort } from './GridHeader';
import { type GridTable, isNumericKind } from './gridTable';
import { type SortKeys, sortKeysFor } from './sortKeys';
import { nextSortDirection, sortRows } from './sortRows';
import { useVirtualRows } from './useVirtualRows';
import './grid.css';

const ROW_HEIGHT = 28;
const HEADER_HEIGHT = 32;
const EMPTY_HEIGHT = 48;

export interface ResultsGridProps {
  table: GridTable;
  /** The rows to show, in order (a filter's matches); all rows when absent. */
  rows?: Int32Array;
  'aria-label'?: string;
}

/** What the user changed in a table's grid: cleared when another table arrives. */
interface GridView {
  table: GridTable;
  widths: number[];
  sort?: GridSort;
  /** The cell whose whole value is shown in a dialog. */
  opened?: { row: number; column: number };
}

// Sort keys per table and column, so a second click on a header does not rebuild them.
const keyCache = new WeakMap<GridTable, Map<number, SortKeys>>();
function keysOf(table: GridTable, column: number): SortKeys {
  let byColumn = keyCache.get(table);
  if (!byColumn) keyCache.set(table, (byColumn = new Map()));
  let keys = byColumn.get(column);
  if (!keys) byColumn.set(column, (keys = sortKeysFor(table, column)));
  return keys;
}

/**
 * A virtualised, fixed-row-height grid over a columnar result: only the rows in view are in
 * the DOM, so 100 000 rows scroll as smoothly as 100. Headers sort (by an index array over
 * typed keys) and resize; a double-click on a cell shows its whole value. Marks
 * `grid-first-paint` once per result.
 */
export function ResultsGrid({ table, rows, 'aria-label': label = 'Results' }: ResultsGridProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [stored, setView] = useState<GridView>(() => ({ table, widths: columnWidths(table) }));
  // A new table starts with its own widths and no sort (adjusted during render, not in an effect).
  const view = stored.table === table ? stored : { table, widths: columnWidths(table) };
  if (view !== stored) setView(view);
  const { widths, sort, opened } = view;

  const order = useMemo(
    () =>
      sort ? sortRows(keysOf(table, sort.column), rows ?? table.rowCount, sort.direction) : rows,
    [table, rows, sort],
  );
  const rowCount = order ? order.length : table.rowCount;
  const { start, end, totalHeight, onScroll } = useVirtualRows(
    ref,
    rowCount,
    ROW_HEIGHT,
    HEADER_HEIGHT,
  );
  const totalWidth = widths.reduce((sum, w) => sum + w, 0);

  useEffect(() => {
    // A new result starts at the top, and its first painted frame is what benchmarks time.
    if (ref.current) ref.current.scrollTop = 0;
    if (table.rowCount === 0) return;
    const frame = requestAnimationFrame(() => performance.mark('grid-first-paint'));
    return () => cancelAnimationFrame(frame);
  }, [table]);

  const update = (change: Partial<GridView>) => setView({ ...view, ...change });
  const setWidth = (column: number, width: number) =>
    update({ widths: widths.map((w, c) => (c === column ? width : w)) });
  const onSort = (column: number) => {
    const direction = nextSortDirection(sort?.column === column ? sort.direction : undefined);
    update({ sort: direction ? { column, direction } : undefined });
  };
  const onDoubleClick = (event: MouseEvent<HTMLElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-row]');
    if (cell)
      update({ opened: { row: Number(cell.dataset.row), column: Number(cell.dataset.column) } });
  };

  const columns = table.columns;
  const body: ReactNode[] = [];
  for (let i = start; i < end; i++) {
    const row = order ? (order[i] as number) : i;
    const cells: ReactNode[] = [];
    for (let c = 0; c < columns.length; c++) {
      const text = table.text(row, c);
      const width = widths[c] ?? 0;
      cells.push(
        <div
          key={c}
          role="gridcell"
          aria-colindex={c + 1}
          data-row={row}
          data-column={c}
          className={`ui-grid-cell ${isNumericKind(columns[c]?.kind ?? '') ? 'is-number' : ''} ${text === 'NULL' ? 'is-null' : ''}`}
          style={{ width }}
          title={isProbablyTruncated(text, width) ? text : undefined}
        >
          {text}
        </div>,
      );
    }
    body.push(
      <div
        key={i}
        role="row"
        aria-rowindex={i + 2}
        className="ui-grid-row"
        style={{ top: HEADER_HEIGHT + i * ROW_HEIGHT, height: ROW_HEIGHT }}
      >
        {cells}
      </div>,
    );
  }
  const empty = table.rowCount === 0 && columns.length > 0;
  const openedColumn = opened && columns[opened.column];

  return (
    <>
      <div
        ref={ref}
        role="grid"
        aria-label={label}
        aria-rowcount={rowCount + 1}
        aria-colcount={columns.length}
        aria-readonly
        tabIndex={0}
        className="ui-grid"
        onScroll={onScroll}
        onDoubleClick={onDoubleClick}
        // A double-click opens the value; without this it would also select a word of it.
        onMouseDown={(event) => event.detail > 1 && event.preventDefault()}
      >
        <div
          className="ui-grid-body"
          style={{
            height: HEADER_HEIGHT + (empty ? EMPTY_HEIGHT : totalHeight),
            width: totalWidth,
          }}
        >
          <GridHeader
            columns={columns}
            widths={widths}
            height={HEADER_HEIGHT}
            sort={sort}
            onSort={onSort}
            onResize={setWidth}
            onAutoFit={(column) => setWidth(column, autoFitWidth(table, column))}
          />
          {body}
        </div>
        {empty && <div className="ui-grid-empty">The query returned no data</div>}
      </div>
      {opened && openedColumn && (
        <CellValueDialog
          column={openedColumn.name}
          text={table.text(opened.row, opened.column)}
          onClose={() => update({ opened: undefined })}
        />
      )}
    </>
  );
}
