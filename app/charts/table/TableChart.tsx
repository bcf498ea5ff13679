import { useEffect, useMemo, useRef, useState, type CSSProperties, type UIEvent } from 'react';
import { TextInput } from '@app/components/ui/TextInput';
import { cellBackground } from '../shared/tableLike/conditionalFormatting';
import { useRenderedSignal } from '../shared/tableLike/useRenderedSignal';
import type { ChartComponentProps } from '../types';
import { PAGE_SIZE_CHOICES, Pagination } from './Pagination';
import { cellBar, nextSort, searchRows, sortRows, type TableSort } from './tableRows';
import type { TableChartProps, TableColumn } from './transformProps';
import './table.css';

/** Fixed row height (px) the virtual window relies on; table.css sets the same. */
export const ROW_HEIGHT = 32;
const OVERSCAN = 8;
const CHROME_HEIGHT = 80;

const POSITIVE = 'rgba(90, 193, 137, 0.55)';
const NEGATIVE = 'rgba(224, 67, 85, 0.55)';
const NEUTRAL = 'rgba(160, 170, 180, 0.35)';

interface Selection {
  column: string;
  value: unknown;
}

function cellStyle(column: TableColumn, value: unknown, background?: string): CSSProperties {
  const style: CSSProperties = { textAlign: column.align };
  const number = typeof value === 'number' ? value : NaN;
  // A conditional background wins over the bar: both at once read as a third colour.
  if (column.cellBars && Number.isFinite(number) && !background) {
    const { left, width } = cellBar(number, column.range, column.cellBars.alignPositiveNegative);
    const color = column.cellBars.colorPositiveNegative
      ? number < 0
        ? NEGATIVE
        : POSITIVE
      : NEUTRAL;
    const bar = `linear-gradient(to right, transparent ${left}%, ${color} ${left}%, ${color} ${left + width}%, transparent ${left + width}%)`;
    style.backgroundImage = bar;
  } else if (
    !column.cellBars &&
    column.colorPositiveNegative &&
    Number.isFinite(number) &&
    number !== 0
  ) {
    style.color = number < 0 ? '#c0392b' : '#1e8449';
  }
  if (background) style.backgroundColor = background;
  return style;
}

/** The table chart: sortable, searchable, paginated or virtualised rows, cross-filter clicks. */
export function TableChart({
  props,
  width,
  height,
  hooks,
  onRendered,
}: ChartComponentProps<TableChartProps>) {
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TableSort | null>(null);
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(props.pageLength);
  const [order, setOrder] = useState<string[] | null>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [selection, setSelection] = useState<Selection | null>(props.selected);
  const scroller = useRef<HTMLDivElement>(null);
  const dragged = useRef<string | null>(null);
  useRenderedSignal(props, onRendered);

  useEffect(() => setPageSize(props.pageLength), [props.pageLength]);
  // The host keeps the table's own state (Superset's ownState keys) to restore or export it.
  const setOwnState = hooks.setOwnState;
  useEffect(() => {
    setOwnState?.({
      currentPage: page,
      pageSize,
      searchText: search || undefined,
      sortBy: sort ? [{ key: sort.key, desc: sort.direction === 'desc' }] : [],
    });
  }, [setOwnState, page, pageSize, search, sort]);
  useEffect(() => setSelection(props.selected), [props.selected]);

  const columns = useMemo(() => {
    if (!order) return props.columns;
    const byKey = new Map(props.columns.map((column) => [column.key, column]));
    const ordered = order.flatMap((key) => byKey.get(key) ?? []);
    return [...ordered, ...props.columns.filter((column) => !order.includes(column.key))];
  }, [props.columns, order]);
  const rows = useMemo(
    () => sortRows(searchRows(props.rows, props.columns, search), sort),
    [props.rows, props.columns, search, sort],
  );

  const paginated = pageSize > 0;
  const pageCount = paginated ? Math.max(1, Math.ceil(rows.length / pageSize)) : 1;
  const currentPage = Math.min(page, pageCount - 1);
  const viewport = Math.max(
    scroller.current?.clientHeight || height - CHROME_HEIGHT,
    ROW_HEIGHT * 5,
  );
  const first = paginated
    ? currentPage * pageSize
    : Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = paginated
    ? Math.min(rows.length, first + pageSize)
    : Math.min(rows.length, Math.ceil((scrollTop + viewport) / ROW_HEIGHT) + OVERSCAN);
  const visible = rows.slice(first, last);
  const crossFilter = new Set(props.crossFilterColumns);

  const toggle = (column: string, value: unknown) => {
    if (!hooks.setDataMask) return;
    const same = selection?.column === column && selection.value === value;
    setSelection(same ? null : { column, value });
    hooks.setDataMask(
      same
        ? { extraFormData: { filters: [] }, filterState: { value: null } }
        : {
            extraFormData: { filters: [{ col: column, op: 'IN', val: [value] }] },
            filterState: { value: [value], selectedValues: [value], label: String(value) },
          },
    );
  };

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (!paginated) setScrollTop(event.currentTarget.scrollTop);
  };
  const moveColumn = (target: string) => {
    const source = dragged.current;
    dragged.current = null;
    if (!source || source === target) return;
    const keys = columns.map((column) => column.key).filter((key) => key !== source);
    keys.splice(keys.indexOf(target), 0, source);
    setOrder(keys);
  };

  return (
    <div className="tl-table" style={{ width, height }}>
      {(props.includeSearch || paginated) && (
        <div className="tl-toolbar">
          {paginated && (
            <label className="tl-page-size">
              Show{' '}
              <select
                value={pageSize}
                onChange={(event) => {
                  setPageSize(Number(event.target.value));
                  setPage(0);
                }}
              >
                {[...new Set([...PAGE_SIZE_CHOICES, props.pageLength])]
                  .filter((size) => size > 0)
                  .sort((a, b) => a - b)
                  .map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
              </select>{' '}
              entries
            </label>
          )}
          {props.includeSearch && (
            <TextInput
              size="small"
              className="tl-search"
              aria-label="Search table"
              placeholder={`Search ${props.rows.length.toLocaleString()} records`}
              value={search}
              allowClear
              onChange={(text) => {
                setSearch(text);
                setPage(0);
              }}
            />
          )}
        </div>
      )}
      <div className="tl-scroll" ref={scroller} onScroll={onScroll}>
        <table>
          <thead>
            <tr>
              {columns.map((column) => {
                const direction = sort?.key === column.key ? sort.direction : null;
                return (
                  <th
                    key={column.key}
                    style={{ width: column.width, textAlign: column.align }}
                    aria-sort={
                      direction ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'
                    }
                    draggable={props.allowRearrangeColumns}
                    onDragStart={() => (dragged.current = column.key)}
                    onDragOver={(event) => props.allowRearrangeColumns && event.preventDefault()}
                    onDrop={() => moveColumn(column.key)}
                  >
                    <button
                      type="button"
                      className="tl-sort"
                      onClick={() => setSort(nextSort(sort, column.key))}
                    >
                      {column.label}
                      <span className="tl-sort-icon" aria-hidden>
                        {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '⇅'}
                      </span>
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {!paginated && first > 0 && (
              <tr className="tl-spacer" style={{ height: first * ROW_HEIGHT }} aria-hidden />
            )}
            {visible.map((row, index) => (
              <tr key={first + index}>
                {columns.map((column) => {
                  const value = row[column.key];
                  const clickable = crossFilter.has(column.key) && Boolean(hooks.setDataMask);
                  const isSelected = selection?.column === column.key && selection.value === value;
                  return (
                    <td
                      key={column.key}
                      style={cellStyle(
                        column,
                        value,
                        cellBackground(props.colorFormatters, column.key, value),
                      )}
                      className={`${clickable ? 'tl-filterable' : ''} ${isSelected ? 'tl-selected' : ''}`}
                      tabIndex={clickable ? 0 : undefined}
                      onClick={clickable ? () => toggle(column.key, value) : undefined}
                      onKeyDown={
                        clickable
                          ? (event) => {
                              if (event.key === 'Enter' || event.key === ' ') {
                                event.preventDefault();
                                toggle(column.key, value);
                              }
                            }
                          : undefined
                      }
                    >
                      {column.format(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
            {!paginated && last < rows.length && (
              <tr
                className="tl-spacer"
                style={{ height: (rows.length - last) * ROW_HEIGHT }}
                aria-hidden
              />
            )}
            {rows.length === 0 && (
              <tr>
                <td className="tl-empty" colSpan={Math.max(columns.length, 1)}>
                  No matching records found
                </td>
              </tr>
            )}
          </tbody>
          {props.totals && (
            <tfoot>
              <tr>
                {columns.map((column, index) => (
                  <td key={column.key} style={{ textAlign: column.align }}>
                    {column.kind === 'dimension'
                      ? index === 0
                        ? 'Summary'
                        : ''
                      : // Shares of the whole add up to 100%.
                        column.format(column.kind === 'percent' ? 1 : props.totals?.[column.key])}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
      </div>
      {paginated && <Pagination page={currentPage} pageCount={pageCount} onPage={setPage} />}
    </div>
  );
}
