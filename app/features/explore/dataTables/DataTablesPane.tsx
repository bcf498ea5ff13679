import { useEffect, useMemo, useState } from 'react';
import { type ChartDataRequest, fetchChartData } from '@app/api/chartData';
import { isAbortError } from '@app/api/client';
import { fetchSamples } from '@app/api/explore';
import { copyToClipboard } from '@app/components/copyToClipboard';
import { ResultsGrid } from '@app/components/grid/ResultsGrid';
import { type GridTable, toTsv } from '@app/components/grid/gridTable';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Spinner } from '@app/components/ui/Spinner';
import { rowsGridTable } from '@app/components/chartData/rowsGridTable';

type PaneTab = 'results' | 'samples';

interface Loaded {
  table: GridTable | null;
  error: string | null;
}

function useTableOf(
  load: ((signal: AbortSignal) => Promise<GridTable>) | null,
): Loaded & { loading: boolean } {
  const [state, setState] = useState<Loaded & { loading: boolean }>({
    table: null,
    error: null,
    loading: false,
  });
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    setState({ table: null, error: null, loading: true });
    load(controller.signal).then(
      (table) => setState({ table, error: null, loading: false }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setState({
          table: null,
          error: error instanceof Error ? error.message : 'An error occurred',
          loading: false,
        });
      },
    );
    return () => controller.abort();
  }, [load]);
  return state;
}

/**
 * Below the chart: "Results" (the rows of the current query, result_type 'results') and
 * "Samples" (POST /datasource/samples), collapsed until opened, in the virtualised grid.
 */
export function DataTablesPane(props: {
  /** The last run's query context; null before the first run. */
  queryContext: ChartDataRequest | null;
  datasourceId: number | null;
  onCopied: (ok: boolean) => void;
}) {
  const { queryContext, datasourceId } = props;
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<PaneTab>('results');

  const loadResults = useMemo(
    () =>
      open && tab === 'results' && queryContext
        ? async (signal: AbortSignal) => {
            const [entry] = await fetchChartData(queryContext, { resultType: 'results', signal });
            if (!entry) throw new Error('No results');
            if (entry.error) throw new Error(entry.error);
            return rowsGridTable(entry);
          }
        : null,
    [open, tab, queryContext],
  );
  const loadSamples = useMemo(
    () =>
      open && tab === 'samples' && datasourceId !== null
        ? async (signal: AbortSignal) => rowsGridTable(await fetchSamples(datasourceId, { signal }))
        : null,
    [open, tab, datasourceId],
  );
  const results = useTableOf(loadResults);
  const samples = useTableOf(loadSamples);
  const shown = tab === 'results' ? results : samples;

  const tabButton = (key: PaneTab, label: string) => (
    <button
      type="button"
      role="tab"
      aria-selected={open && tab === key}
      className={`explore-data-tab ${open && tab === key ? 'is-active' : ''}`}
      data-test={`explore-${key}-tab`}
      onClick={() => {
        if (open && tab === key) setOpen(false);
        else {
          setTab(key);
          setOpen(true);
        }
      }}
    >
      {label}
    </button>
  );

  return (
    <section className={`explore-data-pane ${open ? 'is-open' : ''}`} aria-label="Data">
      <div className="explore-data-bar" role="tablist">
        {tabButton('results', 'Results')}
        {tabButton('samples', 'Samples')}
        {open && shown.table && (
          <span className="explore-data-meta">
            <span data-test="explore-data-row-count">
              {shown.table.rowCount.toLocaleString('en-US')}{' '}
              {shown.table.rowCount === 1 ? 'row' : 'rows'}
            </span>
            <Button
              size="small"
              onClick={() => {
                if (shown.table) void copyToClipboard(toTsv(shown.table)).then(props.onCopied);
              }}
            >
              Copy
            </Button>
          </span>
        )}
        <button
          type="button"
          className="explore-data-toggle"
          aria-label={open ? 'Collapse data pane' : 'Expand data pane'}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? '▾' : '▴'}
        </button>
      </div>
      {open && (
        <div className="explore-data-body" role="tabpanel">
          {shown.loading && <Spinner label="Loading" />}
          {shown.error && <Alert type="error" role="alert" title={shown.error} />}
          {tab === 'results' && !queryContext && (
            <div className="explore-data-empty">Run the chart to see its results</div>
          )}
          {shown.table && (
            <ResultsGrid
              table={shown.table}
              aria-label={tab === 'results' ? 'Results' : 'Samples'}
            />
          )}
        </div>
      )}
    </section>
  );
}
