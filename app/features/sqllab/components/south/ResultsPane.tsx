import type { ReactNode } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Empty } from '@app/components/ui/Empty';
import { QueryErrorText } from './QueryErrorText';
import { RunDuration } from '@app/components/RunDuration';
import { isRunning, type QueryView, queryErrorText, runTimes } from '../queryView';
import { ResultsView } from './ResultsView';
import { RunProgress } from './RunProgress';
import './resultsPane.css';

const STATE_WORDS: Record<string, string> = {
  pending: 'Pending',
  scheduled: 'Scheduled',
  started: 'Running',
  running: 'Running',
  fetching: 'Fetching results',
};

export interface ResultsPaneProps {
  query?: QueryView;
  onStop: () => void;
  onCopy: (tsv: string) => void;
  /** Link of "Download to CSV" for a finished query. */
  csvHref?: (query: QueryView) => string | undefined;
  /** What to say before any run (e.g. for a data preview that has not started). */
  emptyText?: string;
  /** Shown beside a finished result's actions (the CTAS notice, "Save dataset"). */
  extras?: ReactNode;
  /** A table's data preview: its limit note names the preview limit. */
  preview?: boolean;
}

/** The latest run of a tab: progress and elapsed time while it runs, then rows or the error. */
export function ResultsPane(props: ResultsPaneProps) {
  const { query, onStop, onCopy, csvHref, emptyText } = props;
  if (!query) {
    return (
      <Empty
        className="sqllab-empty"
        description={emptyText ?? 'Run a query to see its results.'}
      />
    );
  }
  if (isRunning(query)) {
    return (
      <div className="sqllab-running" role="status">
        <span className="sqllab-state">{STATE_WORDS[query.state] ?? query.state}</span>
        <RunProgress progress={query.progress} />
        <RunDuration className="sqllab-elapsed" run={runTimes(query)} />
        <Button size="small" onClick={onStop}>
          Stop
        </Button>
      </div>
    );
  }
  const time = <RunDuration className="sqllab-elapsed" run={runTimes(query)} />;
  if (query.state === 'stopped') {
    // How long it ran before the stop: the record's end − start, also after a reload.
    return <Alert type="warning" title="Query was stopped." description={<>Ran for {time}</>} />;
  }
  if (query.state === 'failed' || query.state === 'timed_out') {
    return (
      <Alert
        type="error"
        role="alert"
        title={<QueryErrorText message={queryErrorText(query)} />}
        description={<>Took {time}</>}
        className="sqllab-error"
      />
    );
  }
  if (!query.results) {
    return (
      <Empty
        className="sqllab-empty"
        description={`${query.rows ?? 0} rows. The results are no longer available; run the query again.`}
      />
    );
  }
  return (
    <div className="sqllab-results-wrap">
      <ResultsView
        table={query.results}
        rows={query.rows ?? query.results.rowCount}
        limitingFactor={query.limitingFactor}
        csvHref={csvHref?.(query)}
        onCopy={onCopy}
        preview={props.preview}
        took={time}
        extras={props.extras}
        chartSource={query.state === 'success' && !props.preview ? query : undefined}
      />
    </div>
  );
}
