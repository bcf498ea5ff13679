import { type ReactNode, useState } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Button } from '@app/components/ui/Button';
import { Modal } from '@app/components/ui/Modal';
import { TextInput } from '@app/components/ui/TextInput';
import './saveShare.css';

export interface NameDialogProps {
  title: string;
  /** Label of the name field. */
  label: string;
  okText: string;
  initialName?: string;
  /** Text above the field. */
  children?: ReactNode;
  /** Answers an error message to show (the dialog stays open), or nothing when done. */
  onSubmit: (name: string) => Promise<string | undefined> | string | undefined;
  onClose: () => void;
}

/** A small dialog asking for one name (a new table, view or dataset). */
export function NameDialog({
  title,
  label,
  okText,
  initialName = '',
  children,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const canSubmit = name.trim() !== '' && !busy;

  const submit = async () => {
    if (!canSubmit) return;
    setBusy(true);
    setError(undefined);
    const problem = await onSubmit(name.trim());
    setBusy(false);
    if (problem === undefined) onClose();
    else setError(problem);
  };

  return (
    <Modal title={title} open onClose={onClose}>
      <div className="sqllab-form">
        {children}
        <label className="sqllab-field">
          <span>{label}</span>
          <TextInput
            aria-label={label}
            value={name}
            maxLength={250}
            onChange={setName}
            onEnter={() => void submit()}
          />
        </label>
        {error && <Alert type="error" role="alert" title={error} />}
      </div>
      <footer className="ui-modal-footer">
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="primary"
          loading={busy}
          disabled={!canSubmit}
          onClick={() => void submit()}
        >
          {okText}
        </Button>
      </footer>
    </Modal>
  );
}
