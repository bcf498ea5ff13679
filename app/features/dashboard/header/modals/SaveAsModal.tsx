import { useState } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Modal } from '@app/components/ui/Modal';
import { TextInput } from '@app/components/ui/TextInput';

/** Superset's default title of a copy. */
export function copyTitle(title: string): string {
  return `${title} [copy]`;
}

/**
 * "Save as" (mounted while open): a copy of the dashboard as shown now, optionally with
 * copies of its charts; `onCopy` resolves once the copy exists (it navigates there).
 */
export function SaveAsModal(props: {
  title: string;
  onCopy: (title: string, duplicateSlices: boolean) => Promise<void>;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(copyTitle(props.title));
  const [duplicate, setDuplicate] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const copy = async () => {
    setBusy(true);
    setError(null);
    try {
      await props.onCopy(title.trim(), duplicate);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Sorry, an unknown error occurred');
      setBusy(false);
    }
  };
  return (
    <Modal
      title="Save dashboard"
      open
      onClose={props.onClose}
      okText={busy ? 'Saving…' : 'Save'}
      okDisabled={busy || title.trim() === ''}
      onOk={() => void copy()}
    >
      <div className="dashboard-save-as" data-test="save-as-modal">
        {error && <Alert type="error" role="alert" title={error} />}
        <label className="dashboard-field">
          <span>New dashboard title</span>
          <TextInput
            value={title}
            onChange={setTitle}
            aria-label="New dashboard title"
            data-test="save-as-title"
          />
        </label>
        <label className="dashboard-checkbox">
          <input
            type="checkbox"
            checked={duplicate}
            data-test="save-as-duplicate-slices"
            onChange={(event) => setDuplicate(event.target.checked)}
          />
          <span>Also copy the charts</span>
        </label>
      </div>
    </Modal>
  );
}
