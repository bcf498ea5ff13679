/**
 * The chart menu's "View query", "View as table" and "Drill to detail": the chart's request
 * as the dashboard runs it (its filters included) sent with result type query, results or
 * drill_detail, and the SQL or the rows shown.
 */
import { useEffect, useState } from 'react';
import type { ChartDataResponseEntry } from '@common/api/chartData';
import { fetchChartData } from '@app/api/chartData';
import { isAbortError } from '@app/api/client';
import type { ChartQueryContext } from '@app/charts/types';
import { rowsGridTable } from '@app/components/chartData/rowsGridTable';
import { formatSql, SqlView } from '@app/components/chartData/SqlView';
import { ResultsGrid } from '@app/components/grid/ResultsGrid';
import { Alert } from '@app/components/ui/Alert';
import { Modal } from '@app/components/ui/Modal';
import { Spinner } from '@app/components/ui/Spinner';

/** Which view of the chart's data the modal shows. */
export type ChartDataView = 'query' | 'results' | 'drill_detail';

const TITLES: Record<ChartDataView, string> = {
  query: 'View query',
  results: 'View as table',
  drill_detail: 'Drill to detail',
};

/** A modal with one view of a chart's data; `context` null while the request is being built. */
export function ChartDataModal(props: {
  view: ChartDataView;
  chartId: number;
  chartName: string;
  context: ChartQueryContext | null;
  /** Why the request could not be built, if it could not. */
  contextError: string | null;
  onClose: () => void;
  onCopied: (ok: boolean) => void;
}) {
  const { view, chartId, context } = props;
  const [entries, setEntries] = useState<ChartDataResponseEntry[] | null>(null);
  const [sql, setSql] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(props.contextError);

  useEffect(() => {
    if (!context) return undefined;
    const controller = new AbortController();
    fetchChartData(context, { resultType: view, sliceId: chartId, signal: controller.signal })
      .then(async (answer) => {
        if (view === 'query')
          setSql(await formatSql(answer.map((entry) => entry.query).join(';\n\n')));
        else setEntries(answer);
      })
      .catch((failure: unknown) => {
        if (!isAbortError(failure))
          setError(failure instanceof Error ? failure.message : 'An error occurred');
      });
    return () => controller.abort();
  }, [context, view, chartId]);

  const loading = !error && sql === null && entries === null;
  return (
    <Modal title={`${TITLES[view]}: ${props.chartName}`} open onClose={props.onClose}>
      <div className="chart-menu-modal" data-test={`chart-menu-${view}`}>
        {error && <Alert type="error" role="alert" title={error} />}
        {loading && <Spinner label="Loading" />}
        {sql !== null && <SqlView sql={sql} onCopied={props.onCopied} />}
        {entries?.map((entry, index) => (
          <div key={index} className="chart-menu-rows">
            <div className="chart-menu-rowcount">
              {entry.rowcount.toLocaleString('en-US')} {entry.rowcount === 1 ? 'row' : 'rows'}
              {view === 'drill_detail' && entry.rowcount >= 1000 && ' (the first 1,000)'}
            </div>
            <div className="chart-menu-grid">
              <ResultsGrid table={rowsGridTable(entry)} aria-label={`${TITLES[view]} rows`} />
            </div>
          </div>
        ))}
      </div>
    </Modal>
  );
}
