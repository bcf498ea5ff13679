import { useState } from 'react';
import { copyToClipboard } from '../copyToClipboard';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { fullCellText } from './gridTable';

export interface CellValueDialogProps {
  /** The column's name, as the dialog's title. */
  column: string;
  /** The cell's text as the grid shows it. */
  text: string;
  onClose: () => void;
}

/** A cell's whole value (JSON pretty-printed) in a dialog with a Copy button. */
export function CellValueDialog({ column, text, onClose }: CellValueDialogProps) {
  const [copied, setCopied] = useState<boolean>();
  const full = fullCellText(text);
  return (
    <Modal title={column} open onClose={onClose}>
      <pre className="ui-grid-value" aria-label="Cell value" tabIndex={0}>
        {full}
      </pre>
      <div className="ui-grid-value-actions">
        <span role="status" className="ui-grid-value-status">
          {copied === undefined ? '' : copied ? 'Copied!' : 'Your browser does not allow copying.'}
        </span>
        <Button size="small" onClick={() => void copyToClipboard(full).then(setCopied)}>
          Copy
        </Button>
      </div>
    </Modal>
  );
}
