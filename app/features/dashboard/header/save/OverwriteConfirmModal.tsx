import { DASHBOARD_MESSAGES } from '@common/api/dashboardMessages';
import type { OverwriteDifference } from '@common/dashboard/overwriteDiff';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';

const FIELD_LABELS: Record<OverwriteDifference['field'], string> = {
  dashboard_title: 'Title',
  css: 'CSS',
  json_metadata: 'Metadata',
  position_json: 'Layout',
};

/** Spec §5: the stored dashboard changed; list what the save would overwrite, then ask. */
export function OverwriteConfirmModal(props: {
  open: boolean;
  differences: OverwriteDifference[];
  saving: boolean;
  onOverwrite: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal title={DASHBOARD_MESSAGES.confirmOverwrite} open={props.open} onClose={props.onCancel}>
      <div className="dashboard-overwrite" data-test="overwrite-confirm-modal">
        <p>
          This dashboard was changed by someone else after you opened it. Saving replaces their
          version with yours:
        </p>
        {props.differences.length === 0 ? (
          <p className="dashboard-overwrite-none">
            Their title, CSS, metadata and layout match yours; other properties may differ.
          </p>
        ) : (
          <div className="dashboard-overwrite-list">
            {props.differences.map((difference) => (
              <section key={difference.field} data-test={`overwrite-field-${difference.field}`}>
                <h3>{FIELD_LABELS[difference.field]}</h3>
                <div className="dashboard-overwrite-pair">
                  <div>
                    <span className="dashboard-overwrite-side">Stored</span>
                    <pre>{difference.stored || '(empty)'}</pre>
                  </div>
                  <div>
                    <span className="dashboard-overwrite-side">Yours</span>
                    <pre>{difference.local || '(empty)'}</pre>
                  </div>
                </div>
              </section>
            ))}
          </div>
        )}
        <div className="dashboard-modal-footer">
          <Button onClick={props.onCancel}>Cancel</Button>
          <Button
            variant="primary"
            loading={props.saving}
            data-test="overwrite-confirm-button"
            onClick={props.onOverwrite}
          >
            Overwrite
          </Button>
        </div>
      </div>
    </Modal>
  );
}
