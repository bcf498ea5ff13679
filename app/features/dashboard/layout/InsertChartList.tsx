/**
 * The insert panel's charts: newest first, narrowed by name as the user types (the server
 * searches), each marked "Added" when already on the layout.
 */
import { useEffect, useMemo, useState } from 'react';
import type { ChartRecord } from '@common/api/charts';
import { chartIdsInLayout } from '@common/dashboard/layoutParse';
import { isAbortError } from '@app/api/abortError';
import { Button } from '@app/components/ui/Button';
import { Spinner } from '@app/components/ui/Spinner';
import { TextInput } from '@app/components/ui/TextInput';
import { addDangerToast } from '@app/store/messageToasts';
import { useAppDispatch } from '@app/store/store';
import { useDashboardSelector } from '../state/dashboardStore';
import { InsertChartCard } from './InsertChartCard';
import { FETCH_CHARTS_ERROR, listInsertableCharts } from './insertCharts';

/** Wait after the last keystroke before searching (ms). */
const SEARCH_DELAY_MS = 300;

type ListState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; charts: ChartRecord[]; count: number };

/** The chart list (see the file comment). */
export function InsertChartList() {
  const appDispatch = useAppDispatch();
  const layout = useDashboardSelector((state) => state.layout.present);
  const added = useMemo(() => new Set(chartIdsInLayout(layout)), [layout]);
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<ListState>({ status: 'loading' });

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const controller = new AbortController();
    setList({ status: 'loading' });
    listInsertableCharts(query, controller.signal).then(
      (answer) => setList({ status: 'ready', charts: answer.result, count: answer.count }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        setList({ status: 'error' });
        appDispatch(addDangerToast(FETCH_CHARTS_ERROR, true));
      },
    );
    return () => controller.abort();
  }, [query, attempt, appDispatch]);

  return (
    <div className="dashboard-insert-charts">
      <TextInput
        value={search}
        onChange={setSearch}
        allowClear
        placeholder="Filter your charts"
        aria-label="Filter your charts"
        data-test="insert-chart-search"
      />
      {list.status === 'loading' && <Spinner label="Loading charts" />}
      {list.status === 'error' && (
        <div className="dashboard-insert-message" role="alert">
          <p>{FETCH_CHARTS_ERROR}</p>
          <Button size="small" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </Button>
        </div>
      )}
      {list.status === 'ready' && list.charts.length === 0 && (
        <p className="dashboard-insert-message">
          {query.trim()
            ? `No charts match "${query.trim()}"`
            : 'No charts yet: create one in Explore'}
        </p>
      )}
      {list.status === 'ready' && list.charts.length > 0 && (
        <div className="dashboard-insert-chart-list">
          {list.charts.map((chart) => (
            <InsertChartCard key={chart.id} chart={chart} added={added.has(chart.id)} />
          ))}
          {list.count > list.charts.length && (
            <p className="dashboard-insert-more">
              Showing the newest {list.charts.length} of {list.count}; type to find others.
            </p>
          )}
        </div>
      )}
    </div>
  );
}
