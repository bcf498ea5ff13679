import type { ReactNode } from 'react';
import { useRenderedSignal } from '../shared/tableLike/useRenderedSignal';
import type { ChartComponentProps } from '../types';
import { METRIC_DIMENSION, type PivotHeader } from './pivot';
import type { PivotTableProps } from './transformProps';
import './pivotTable.css';

const HEADER_ROW_HEIGHT = 30;

const same = (a: PivotHeader | undefined, b: PivotHeader, level: number) =>
  a !== undefined && a.values.slice(0, level + 1).every((value, i) => value === b.values[i]);

/** How many levels from `level` on are aggregated away (null) in a header. */
const nullRun = (header: PivotHeader, level: number) => {
  let run = 0;
  while (level + run < header.values.length && header.values[level + run] === null) run++;
  return run;
};

const totalLabel = (header: PivotHeader, fn: string) =>
  header.kind === 'total' ? `Total (${fn})` : 'Subtotal';

const dimLabel = (dim: string) => (dim === METRIC_DIMENSION ? '' : dim);

/** The pivot table: nested row and column headers (rowspan/colspan), sticky header rows. */
export function PivotTableChart({
  props,
  width,
  height,
  onRendered,
}: ChartComponentProps<PivotTableProps>) {
  useRenderedSignal(props, onRendered);
  const { pivot, aggregateFunction, formatValue } = props;
  const { rowDims, colDims, rowHeaders, colHeaders, cells } = pivot;
  const headerLevels = Math.max(colDims.length, 1);

  const headerRows: ReactNode[] = [];
  for (let level = 0; level < headerLevels; level++) {
    const last = level === headerLevels - 1;
    const top = level * HEADER_ROW_HEIGHT;
    const row: ReactNode[] = [];
    // The corner: the column dimension's name, and the row dimensions' names on the last row.
    if (rowDims.length > 0) {
      if (last) {
        rowDims.forEach((dim, i) =>
          row.push(
            <th key={`corner${i}`} className="pv-corner" style={{ top }}>
              {i === rowDims.length - 1 && colDims.length > 0 ? (
                <span className="pv-dim-names">
                  {dimLabel(rowDims[i] ?? '')}
                  <span className="pv-col-dim">{dimLabel(colDims[level] ?? '')}</span>
                </span>
              ) : (
                dimLabel(dim)
              )}
            </th>,
          ),
        );
      } else {
        row.push(
          <th
            key="corner"
            className="pv-corner pv-col-dim-only"
            colSpan={rowDims.length}
            style={{ top }}
          >
            {dimLabel(colDims[level] ?? '')}
          </th>,
        );
      }
    }
    if (colDims.length === 0) {
      row.push(
        <th key="value" className="pv-col-header" style={{ top }}>
          {aggregateFunction}
        </th>,
      );
    } else {
      colHeaders.forEach((header, index) => {
        const value = header.values[level];
        if (value === null || value === undefined) {
          if (level > 0 && header.values[level - 1] === null) return;
          row.push(
            <th
              key={index}
              className="pv-col-header pv-total"
              rowSpan={nullRun(header, level)}
              style={{ top }}
            >
              {totalLabel(header, aggregateFunction)}
            </th>,
          );
          return;
        }
        if (same(colHeaders[index - 1], header, level)) return;
        let span = 1;
        while (
          colHeaders[index + span] &&
          same(header, colHeaders[index + span] as PivotHeader, level)
        )
          span++;
        row.push(
          <th
            key={index}
            className={`pv-col-header ${header.kind !== 'leaf' ? 'pv-total' : ''}`}
            colSpan={span}
            style={{ top }}
          >
            {value}
          </th>,
        );
      });
    }
    headerRows.push(<tr key={level}>{row}</tr>);
  }

  return (
    <div className="pv-table" style={{ width, height }}>
      {rowHeaders.length === 0 || colHeaders.length === 0 ? (
        <div className="pv-empty">No results</div>
      ) : (
        <table>
          <thead>{headerRows}</thead>
          <tbody>
            {rowHeaders.map((header, r) => (
              <tr key={r} className={header.kind !== 'leaf' ? 'pv-total-row' : undefined}>
                {rowDims.map((_, level) => {
                  const value = header.values[level];
                  if (value === null || value === undefined) {
                    if (level > 0 && header.values[level - 1] === null) return null;
                    return (
                      <th
                        key={level}
                        scope="row"
                        className="pv-row-header pv-total"
                        colSpan={nullRun(header, level)}
                      >
                        {totalLabel(header, aggregateFunction)}
                      </th>
                    );
                  }
                  if (same(rowHeaders[r - 1], header, level)) return null;
                  let span = 1;
                  while (
                    rowHeaders[r + span] &&
                    same(header, rowHeaders[r + span] as PivotHeader, level)
                  )
                    span++;
                  return (
                    <th key={level} scope="row" className="pv-row-header" rowSpan={span}>
                      {value}
                    </th>
                  );
                })}
                {colHeaders.map((column, c) => (
                  <td key={c} className={column.kind !== 'leaf' ? 'pv-total' : undefined}>
                    {formatValue(cells[r]?.[c] ?? null)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
