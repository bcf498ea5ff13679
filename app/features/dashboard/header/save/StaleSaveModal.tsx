import { useState } from 'react';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';

/**
 * A 412 on save: someone saved since this page read the dashboard. Reload (after a confirm:
 * the edits are lost), Review the differences, or Overwrite exactly the version stored now.
 */
export function StaleSaveModal(props: {
  open: boolean;
  message: string;
  saving: boolean;
  onReload: () => void;
  onReview: () => void;
  onOverwrite: () => void;
  onClose: () => void;
}) {
  const [confirmReload, setConfirmReload] = useState(false);
  const close = () => {
    setConfirmReload(false);
    props.onClose();
  };
  return (
    <Modal title="Dashboard changed" open={props.open} onClose={close}>
      <div className="dashboard-stale" data-test="stale-save-modal">
        <p role="alert">{props.message}.</p>
        {confirmReload ? (
          <>
            <p>Reloading loses the changes you have not saved. Reload anyway?</p>
            <div className="dashboard-modal-footer">
              <Button onClick={() => setConfirmReload(false)}>Back</Button>
              <Button variant="danger" data-test="stale-reload-confirm" onClick={props.onReload}>
                Reload and lose my changes
              </Button>
            </div>
          </>
        ) : (
          <>
            <p>
              Reload their version, review what differs from yours, or overwrite their version with
              yours.
            </p>
            <div className="dashboard-modal-footer">
              <Button data-test="stale-reload" onClick={() => setConfirmReload(true)}>
                Reload
              </Button>
              <Button data-test="stale-review" onClick={props.onReview}>
                Review
              </Button>
              <Button
                variant="primary"
                loading={props.saving}
                data-test="stale-overwrite"
                onClick={props.onOverwrite}
              >
                Overwrite
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
