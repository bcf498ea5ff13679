import { useEffect, useState } from 'react';
import { fetchChartData, type ChartDataRequest } from '@app/api/chartData';
import { isAbortError } from '@app/api/client';
import { formatSql, SqlView } from '@app/components/chartData/SqlView';
import { Alert } from '@app/components/ui/Alert';
import { Modal } from '@app/components/ui/Modal';
import { Spinner } from '@app/components/ui/Spinner';

/** The SQL a chart's queries run, for "View query" and "Run in SQL Lab". */
export async function chartQueryText(
  queryContext: ChartDataRequest,
  signal?: AbortSignal,
): Promise<string> {
  const entries = await fetchChartData(queryContext, { resultType: 'query', signal });
  return entries.map((entry) => entry.query).join(';\n\n');
}

/** "View query": the chart's SQL, formatted, with a copy button. */
export function ViewQueryModal(props: {
  open: boolean;
  onClose: () => void;
  queryContext: ChartDataRequest | null;
  onCopied: (ok: boolean) => void;
}) {
  const { open, queryContext } = props;
  const [sql, setSql] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!open || !queryContext) return;
    const controller = new AbortController();
    setSql(null);
    setError(null);
    chartQueryText(queryContext, controller.signal)
      .then(formatSql)
      .then(
        (text) => setSql(text),
        (failure: unknown) => {
          if (!isAbortError(failure))
            setError(failure instanceof Error ? failure.message : 'An error occurred');
        },
      );
    return () => controller.abort();
  }, [open, queryContext]);

  return (
    <Modal title="View query" open={open} onClose={props.onClose}>
      <div className="explore-view-query" data-test="view-query-modal">
        {error && <Alert type="error" role="alert" title={error} />}
        {!error && sql === null && <Spinner label="Loading query" />}
        {sql !== null && (
          <SqlView sql={sql} onCopied={props.onCopied} copyTestId="view-query-copy" />
        )}
      </div>
    </Modal>
  );
}
