import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { TextInput } from '@app/components/ui/TextInput';
import { Tooltip } from '@app/components/ui/Tooltip';
import { type GridTable, filterRows, toTsv } from '@app/components/grid/gridTable';
import { ResultsGrid } from '@app/components/grid/ResultsGrid';
import type { ChartSource } from './createChartFromQuery';
import { CreateChartButton } from './CreateChartButton';
import { limitingFactorText, rowCountText } from './resultWording';
import './resultsPane.css';

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
  /** The rows of a table's data preview: its limit note names the preview limit. */
  preview?: boolean;
  /** The run's duration, shown after the row count ("Took …"). */
  took?: ReactNode;
  /** More actions beside the result's own (the CTAS notice, "Save dataset"). */
  extras?: ReactNode;
  /** The finished query "Create chart" makes a dataset of; without it the button is disabled. */
  chartSource?: ChartSource;
}

/**
 * A finished result: one header of actions, row count, run time and filter (wrapping to a second
 * line on narrow screens), the limit as a note, then the grid.
 */
export function ResultsView(props: ResultsViewProps) {
  const { table, rows, limitingFactor, csvHref, onCopy } = props;
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), FILTER_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const matches = useMemo(() => filterRows(table, query), [table, query]);
  const limit = limitingFactorText(limitingFactor, rows, props.preview);

  return (
    <div className="sqllab-results">
      <div className="sqllab-results-bar">
        <div className="sqllab-results-actions">
          <Button size="small" onClick={() => onCopy(toTsv(table, matches))}>
            Copy to clipboard
          </Button>
          {csvHref && (
            <Button size="small" href={csvHref} download>
              Download to CSV
            </Button>
          )}
          {props.chartSource ? (
            <CreateChartButton source={props.chartSource} />
          ) : (
            <Tooltip title="Run a query to create a chart from its results">
              <Button size="small" disabled>
                Create chart
              </Button>
            </Tooltip>
          )}
          {props.extras}
        </div>
        <div className="sqllab-results-meta">
          <span className="sqllab-row-count">
            {matches
              ? `${rowCountText(matches.length)} of ${rows.toLocaleString('en-US')}`
              : rowCountText(rows)}
          </span>
          {props.took && <span className="sqllab-results-time">Took {props.took}</span>}
        </div>
        <TextInput
          aria-label="Filter results"
          placeholder="Filter results"
          allowClear
          size="small"
          className="sqllab-filter"
          value={text}
          onChange={setText}
        />
      </div>
      {limit && <Alert type="info" role="note" className="sqllab-limit-note" title={limit} />}
      <ResultsGrid table={table} rows={matches} />
    </div>
  );
}
