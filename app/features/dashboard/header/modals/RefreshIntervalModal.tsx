import { useState } from 'react';
import { REFRESH_INTERVALS } from '@common/dashboard/refreshSchedule';
import { Modal } from '@app/components/ui/Modal';
import { Select } from '@app/components/ui/Select';

/** The choices of the auto-refresh select (Superset's list, "Don't refresh" first). */
export function refreshIntervalOptions(current: number): { value: number; label: string }[] {
  const options = REFRESH_INTERVALS.map(({ seconds, label }) => ({ value: seconds, label }));
  // A stored interval outside the list (an imported dashboard) stays choosable.
  if (!options.some((option) => option.value === current))
    options.push({ value: current, label: `${current} seconds` });
  return options;
}

/**
 * "Set auto-refresh interval". Spec §4: in view mode the interval lasts for this session only;
 * in edit mode it is kept with the dashboard (an unsaved change until Save). Mounted while open.
 */
export function RefreshIntervalModal(props: {
  seconds: number;
  editMode: boolean;
  onChoose: (seconds: number, persist: boolean) => void;
  onClose: () => void;
}) {
  const [seconds, setSeconds] = useState(props.seconds);
  return (
    <Modal
      title="Refresh interval"
      open
      onClose={props.onClose}
      okText="Save"
      onOk={() => {
        props.onChoose(seconds, props.editMode);
        props.onClose();
      }}
    >
      <div className="dashboard-refresh-modal" data-test="refresh-interval-modal">
        <label className="dashboard-field">
          <span>Refresh frequency</span>
          <Select<number>
            aria-label="Refresh frequency"
            data-test="refresh-interval-select"
            options={refreshIntervalOptions(props.seconds)}
            value={seconds}
            onChange={(value) => setSeconds(value ?? 0)}
          />
        </label>
        <p className="dashboard-hint">
          {props.editMode
            ? 'The interval is saved with the dashboard when you save it.'
            : 'The interval applies to this session only. Edit the dashboard to keep it for everyone.'}
        </p>
      </div>
    </Modal>
  );
}
