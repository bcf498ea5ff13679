import { useState } from 'react';
import { Alert } from '@app/components/ui/Alert';
import { Modal } from '@app/components/ui/Modal';
import { templateParamsError } from './templateParams';

export interface ParametersModalProps {
  open: boolean;
  /** The tab's template parameters as JSON text. */
  value: string;
  onSave: (text: string) => void;
  onClose: () => void;
}

/** Edits a tab's template parameters (JSON); invalid JSON is shown and cannot be saved. */
export function ParametersModal({ open, value, onSave, onClose }: ParametersModalProps) {
  const [text, setText] = useState(value);
  const [openedWith, setOpenedWith] = useState<string>();
  // Start from the tab's value each time the dialog opens.
  if (open && openedWith !== value) {
    setOpenedWith(value);
    setText(value);
  }
  if (!open && openedWith !== undefined) setOpenedWith(undefined);
  const error = templateParamsError(text);
  return (
    <Modal
      title="Parameters"
      open={open}
      okText="Save"
      okDisabled={error !== undefined}
      onOk={() => onSave(text.trim())}
      onClose={onClose}
    >
      <p className="sqllab-secondary">
        A JSON object whose keys the SQL can use as Jinja template parameters, e.g.{' '}
        <code>{'{{ limit }}'}</code>.
      </p>
      <textarea
        aria-label="Parameters JSON"
        className="ui-textarea tessera-code"
        rows={8}
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder='{"limit": 10}'
      />
      {error && <Alert className="sqllab-params-error" type="error" title={error} />}
    </Modal>
  );
}
