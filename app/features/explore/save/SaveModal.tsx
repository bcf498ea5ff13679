import { useEffect, useId, useState } from 'react';
import type { DashboardChoice } from '@app/api/explore';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { TextInput } from '@app/components/ui/TextInput';
import {
  canChooseOverwrite,
  type DashboardTarget,
  defaultSaveAction,
  type SaveAction,
  type SaveChoice,
} from './saveRequest';

export interface SaveModalProps {
  open: boolean;
  onClose: () => void;
  /** The open saved chart, if any. */
  slice: { slice_id: number; slice_name: string } | null;
  sliceName: string;
  canOverwrite: boolean;
  /** Names the user in the dashboard list's error ('fetching dashboards failed for …'). */
  userName: string;
  /** Dashboards the user may add the chart to. */
  loadDashboards: () => Promise<DashboardChoice[]>;
  /** Makes the calls; rejects with the message to show in the modal. */
  onSave: (choice: SaveChoice, goToDashboard: boolean) => Promise<void>;
}

/** The dashboard a typed title names: an existing one (same title) or a new one. */
export function dashboardTarget(text: string, dashboards: DashboardChoice[]): DashboardTarget {
  const title = text.trim();
  if (!title) return { kind: 'none' };
  const found = dashboards.find((dashboard) => dashboard.dashboard_title === title);
  return found ? { kind: 'existing', id: found.id, title } : { kind: 'new', title };
}

/** Spec §3 "Save modal": save as new or overwrite, the chart name and a dashboard to add it to. */
export function SaveModal(props: SaveModalProps) {
  const { open, slice, canOverwrite } = props;
  const listId = useId();
  const [action, setAction] = useState<SaveAction>(defaultSaveAction(slice, canOverwrite));
  const [name, setName] = useState(props.sliceName);
  const [dashboardText, setDashboardText] = useState('');
  const [dashboards, setDashboards] = useState<DashboardChoice[]>([]);
  const [alert, setAlert] = useState<string | null>(null);
  const [dashboardsError, setDashboardsError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const { loadDashboards, userName } = props;

  useEffect(() => {
    if (!open) return;
    setAction(defaultSaveAction(slice, canOverwrite));
    setName(props.sliceName);
    setAlert(null);
    setDashboardText('');
    let live = true;
    setDashboardsError(null);
    loadDashboards().then(
      (list) => live && setDashboards(list),
      () => live && setDashboardsError(`fetching dashboards failed for ${userName}`),
    );
    return () => {
      live = false;
    };
    // Reset only when the modal opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const target = dashboardTarget(dashboardText, dashboards);
  const canSave = name.trim() !== '' && !saving;
  const save = async (goToDashboard: boolean) => {
    setSaving(true);
    setAlert(null);
    try {
      await props.onSave({ action, sliceName: name, dashboard: target }, goToDashboard);
    } catch (error) {
      setAlert(error instanceof Error ? error.message : 'Failed to save slice');
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal title="Save chart" open={open} onClose={props.onClose}>
      <div className="explore-save-modal" data-test="save-modal">
        {alert && <Alert type="error" role="alert" title={alert} />}
        <fieldset className="explore-save-actions">
          <legend className="explore-visually-hidden">Save action</legend>
          <label>
            <input
              type="radio"
              name="save-action"
              data-test="save-modal-overwrite"
              checked={action === 'overwrite'}
              disabled={!canChooseOverwrite(slice, canOverwrite)}
              onChange={() => setAction('overwrite')}
            />{' '}
            Save (Overwrite)
          </label>
          <label>
            <input
              type="radio"
              name="save-action"
              data-test="save-modal-new"
              checked={action === 'saveas'}
              onChange={() => setAction('saveas')}
            />{' '}
            Save as...
          </label>
        </fieldset>
        <label className="explore-field">
          <span>Chart name</span>
          <TextInput
            value={name}
            onChange={setName}
            placeholder="Chart name"
            aria-label="Chart name"
            data-test="save-modal-name"
          />
        </label>
        <label className="explore-field">
          <span>Add to dashboard</span>
          <input
            className="ui-input"
            list={listId}
            value={dashboardText}
            onChange={(event) => setDashboardText(event.target.value)}
            placeholder="Select a dashboard or type a new name"
            aria-label="Add to dashboard"
            data-test="save-modal-dashboard"
          />
          <datalist id={listId}>
            {dashboards.map((dashboard) => (
              <option key={dashboard.id} value={dashboard.dashboard_title} />
            ))}
          </datalist>
        </label>
        {target.kind === 'new' && (
          <div className="explore-field-hint">
            A new dashboard &quot;{target.title}&quot; will be created
          </div>
        )}
        {dashboardsError && <Alert type="warning" title={dashboardsError} />}
        <div className="explore-modal-footer">
          <Button onClick={props.onClose}>Cancel</Button>
          <Button
            data-test="save-modal-save-and-go"
            disabled={!canSave || target.kind === 'none'}
            onClick={() => void save(true)}
          >
            Save &amp; go to dashboard
          </Button>
          <Button
            variant="primary"
            data-test="save-modal-save"
            disabled={!canSave}
            loading={saving}
            onClick={() => void save(false)}
          >
            Save
          </Button>
        </div>
      </div>
    </Modal>
  );
}
