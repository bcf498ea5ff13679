import { useEffect, useState } from 'react';
import type { DatasetListItem } from '@common/api/datasets';
import { listDatasets } from '@app/api/datasets';
import { Alert } from '@app/components/ui/Alert';
import { Empty } from '@app/components/ui/Empty';
import { Modal } from '@app/components/ui/Modal';
import { Spinner } from '@app/components/ui/Spinner';
import { TextInput } from '@app/components/ui/TextInput';

export interface ChangeDatasetModalProps {
  open: boolean;
  currentId: number;
  onClose: () => void;
  onPick: (id: number) => void;
}

/** "Change dataset": the datasets the user may see (GET /api/v1/dataset/), searchable by name. */
export function ChangeDatasetModal({ open, currentId, onClose, onPick }: ChangeDatasetModalProps) {
  const [search, setSearch] = useState('');
  const [rows, setRows] = useState<DatasetListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setError(null);
    // Debounced: one call per pause in typing, not per keystroke.
    const timer = setTimeout(() => {
      listDatasets({
        filters: search.trim() ? [{ col: 'table_name', opr: 'ct', value: search.trim() }] : [],
        order_column: 'changed_on',
        order_direction: 'desc',
        page: 0,
        page_size: 50,
      }).then(
        (answer) => live && setRows(answer.result),
        (failure: unknown) =>
          live && setError(failure instanceof Error ? failure.message : 'Could not load datasets'),
      );
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [open, search]);

  return (
    <Modal title="Change dataset" open={open} onClose={onClose}>
      <div className="dsp-change">
        <TextInput
          value={search}
          onChange={setSearch}
          placeholder="Search datasets"
          aria-label="Search datasets"
          allowClear
        />
        {error ? (
          <Alert type="error" title={error} />
        ) : rows === null ? (
          <Spinner />
        ) : rows.length === 0 ? (
          <Empty description="No datasets match" />
        ) : (
          <ul className="dsp-change-list">
            {rows.map((row) => (
              <li key={row.id}>
                <button
                  type="button"
                  className="dsp-change-item"
                  disabled={row.id === currentId}
                  onClick={() => onPick(row.id)}
                  data-test={`change-dataset-${row.table_name}`}
                >
                  <span className="dsp-change-name">{row.table_name}</span>
                  <span className="dsp-muted">
                    {row.database.database_name}
                    {row.schema ? ` · ${row.schema}` : ''} · {row.kind}
                    {row.id === currentId ? ' · current' : ''}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
