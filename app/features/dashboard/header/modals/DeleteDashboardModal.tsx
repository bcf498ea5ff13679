import { useState } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';

/** "Delete" (mounted while open): asks, then `onDelete` removes it and leaves the page. */
export function DeleteDashboardModal(props: {
  title: string;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onDelete();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sorry, an unknown error occurred');
      setBusy(false);
    }
  };
  return (
    <Modal title="Delete dashboard?" open onClose={props.onClose}>
      <div className="dashboard-delete" data-test="delete-dashboard-modal">
        {error && <Alert type="error" role="alert" title={error} />}
        <p>
          Are you sure you want to delete <strong>{props.title}</strong>? Its charts stay; this
          cannot be undone.
        </p>
        <div className="dashboard-modal-footer">
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            variant="danger"
            loading={busy}
            data-test="delete-dashboard-confirm"
            onClick={() => void remove()}
          >
            Delete
          </Button>
        </div>
      </div>
    </Modal>
  );
}
