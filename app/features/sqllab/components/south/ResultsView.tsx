import { useEffect, useMemo, useState } from 'react';
import { Button } from '../../../../components/ui/Button';
import { TextInput } from '../../../../components/ui/TextInput';
import { Tooltip } from '../../../../components/ui/Tooltip';
import { type GridTable, filterRows, toTsv } from '../../../../components/grid/gridTable';
import { ResultsGrid } from '../../../../components/grid/ResultsGrid';
import { limitingFactorText, rowCountText } from './resultWording';

const FILTER_DELAY_MS = 200;

export interface ResultsViewProps {
  table: GridTable;
  /** Rows the run returned (the server's count). */
  rows: number;
  limitingFactor?: string | null;
  /** Where "Download to CSV" points; hidden when absent. */
  csvHref?: string;
  /** Receives the TSV of the filtered rows for the clipboard. */
  onCopy: (tsv: string) => void;
}

/** A finished result: its row count, limit, filter, actions and grid. */
export function ResultsView({ table, rows, limitingFactor, csvHref, onCopy }: ResultsViewProps) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useMemo(() => filterRows(table, query), [table, query]);
  const limit = limitingFactorText(limitingFactor, rows);

  return (
    <div className="sqllab-results">
      <div className="sqllab-results-bar">
        <div className="ui-row">
          <TextInput
            aria-label="Filter results"
            placeholder="Filter results"
            allowClear
            size="small"
            className="sqllab-filter"
            value={text}
            onChange={setText}
          />
          <Button size="small" onClick={() => onCopy(toTsv(table, matches))}>
            Copy to clipboard
          </Button>
          {csvHref && (
            <Button size="small" href={csvHref} download>
              Download to CSV
            </Button>
          )}
          <Tooltip title="Charts arrive in a later release">
            <Button size="small" disabled>
              Create chart
            </Button>
          </Tooltip>
        </div>
        <span className="sqllab-row-count">
          {matches
            ? `${rowCountText(matches.length)} of ${rows.toLocaleString('en-US')}`
            : rowCountText(rows)}
        </span>
      </div>
      {limit && <span className="sqllab-secondary sqllab-small sqllab-limit-note">{limit}</span>}
      <ResultsGrid table={table} rows={matches} />
    </div>
  );
}
