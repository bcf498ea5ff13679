import { Empty } from '@app/components/ui/Empty';
import { Spinner } from '@app/components/ui/Spinner';
import type { ResultsPaneProps } from './ResultsPane';
import { useResultViews } from './resultViews';

/**
 * A run's results pane, which loads with the result views (after the editor is ready, or at
 * once when there is a run to show): before any run only the empty state is needed, so the
 * progress, error and result code stay off SQL Lab's first load.
 */
export function ResultsSlot(props: ResultsPaneProps) {
  const views = useResultViews(props.query !== undefined);
  if (!props.query) {
    return (
      <Empty
        className="sqllab-empty"
        description={props.emptyText ?? 'Run a query to see its results.'}
      />
    );
  }
  return views ? <views.ResultsPane {...props} /> : <Spinner label="Loading the results" />;
}
