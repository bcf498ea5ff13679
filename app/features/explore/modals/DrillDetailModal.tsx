import { useEffect, useState } from 'react';
import type { QueryObjectFilter } from '@common/api/chartData';
import { isAbortError } from '@app/api/client';
import { fetchSamples } from '@app/api/explore';
import { ResultsGrid } from '@app/components/grid/ResultsGrid';
import type { GridTable } from '@app/components/grid/gridTable';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { Spinner } from '@app/components/ui/Spinner';
import { rowsGridTable } from '@app/components/chartData/rowsGridTable';

/** Rows per page of "Drill to detail". */
export const DRILL_PAGE_SIZE = 50;

/** "Drill to detail": the dataset's rows under the chart's filters, a page at a time. */
export function DrillDetailModal(props: {
  open: boolean;
  onClose: () => void;
  datasourceId: number | null;
  filters: QueryObjectFilter[];
}) {
  const { open, datasourceId, filters } = props;
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ table: GridTable; total: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (open) setPage(1);
  }, [open]);

  useEffect(() => {
    if (!open || datasourceId === null) return;
    const controller = new AbortController();
    setAnswer(null);
    setError(null);
    fetchSamples(datasourceId, {
      filters,
      page,
      perPage: DRILL_PAGE_SIZE,
      signal: controller.signal,
    }).then(
      (result) => setAnswer({ table: rowsGridTable(result), total: result.total_count }),
      (failure: unknown) => {
        if (!isAbortError(failure))
          setError(failure instanceof Error ? failure.message : 'An error occurred');
      },
    );
    return () => controller.abort();
  }, [open, datasourceId, filters, page]);

  const pages = answer ? Math.max(1, Math.ceil(answer.total / DRILL_PAGE_SIZE)) : 1;
  return (
    <Modal title="Drill to detail" open={open} onClose={props.onClose}>
      <div className="explore-drill" data-test="drill-detail-modal">
        {error && <Alert type="error" role="alert" title={error} />}
        {!error && !answer && <Spinner label="Loading rows" />}
        {answer && (
          <>
            <div className="explore-drill-grid">
              <ResultsGrid table={answer.table} aria-label="Drill to detail rows" />
            </div>
            <div className="explore-drill-pager">
              <span>
                {answer.total.toLocaleString('en-US')} {answer.total === 1 ? 'row' : 'rows'}
              </span>
              <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                Previous
              </Button>
              <span>
                Page {page} of {pages}
              </span>
              <Button size="small" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                Next
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
