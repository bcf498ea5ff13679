import { useState } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { TextInput } from '@app/components/ui/TextInput';
import '../common/saveShare.css';

/** What a save answers the dialog: on failure it stays open with the message. */
export type SaveResult = { ok: true } | { ok: false; message: string };

export interface SaveQueryModalProps {
  /** The tab is linked to a saved query: Update it, or Save as new. */
  isUpdate: boolean;
  initialName: string;
  initialDescription?: string;
  onSave: (input: { name: string; description: string; asNew: boolean }) => Promise<SaveResult>;
  onClose: () => void;
}

/** The Save dialog of a tab: name and description; closes once saved, keeps the input if not. */
export function SaveQueryModal({
  isUpdate,
  initialName,
  initialDescription = '',
  onSave,
  onClose,
}: SaveQueryModalProps) {
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const canSave = name.trim() !== '' && !saving;

  const save = async (asNew: boolean) => {
    if (!canSave) return;
    setSaving(true);
    setError(undefined);
    const result = await onSave({ name: name.trim(), description, asNew });
    setSaving(false);
    if (result.ok) onClose();
    else setError(result.message);
  };

  return (
    <Modal title={isUpdate ? 'Save or update query' : 'Save query'} open onClose={onClose}>
      <div className="sqllab-form">
        <label className="sqllab-field">
          <span>Name</span>
          <TextInput
            aria-label="Name"
            value={name}
            maxLength={256}
            onChange={setName}
            onEnter={() => void save(false)}
          />
        </label>
        <label className="sqllab-field">
          <span>Description</span>
          <textarea
            aria-label="Description"
            className="ui-textarea"
            rows={4}
            value={description}
            onChange={(event) => setDescription(event.target.value)}
          />
        </label>
        {error && <Alert type="error" role="alert" title={error} />}
      </div>
      <footer className="ui-modal-footer">
        <Button onClick={onClose}>Cancel</Button>
        {isUpdate && (
          <Button disabled={!canSave} onClick={() => void save(true)}>
            Save as new
          </Button>
        )}
        <Button
          variant="primary"
          loading={saving}
          disabled={!canSave}
          onClick={() => void save(false)}
        >
          {isUpdate ? 'Update' : 'Save'}
        </Button>
      </footer>
    </Modal>
  );
}
