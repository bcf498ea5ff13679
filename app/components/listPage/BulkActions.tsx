import { Button, Modal } from 'antd';
import { useState } from 'react';

/** A bulk action on the selected rows, asked to be confirmed first. */
export type BulkAction = {
  label: string;
  danger?: boolean;
  /** The confirmation dialog's title and question for `count` rows. */
  confirmTitle: string;
  confirmText: (count: number) => string;
  confirmButton: string;
  /** Resolves false when the action failed (the dialog then stays open). */
  run: (keys: number[]) => Promise<boolean>;
};

/** Buttons that act on the selected rows; disabled while nothing is selected. */
export function BulkActions({ selected, actions }: { selected: number[]; actions: BulkAction[] }) {
  const [asking, setAsking] = useState<BulkAction | null>(null);
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    if (!asking) return;
    setRunning(true);
    try {
      if (await asking.run(selected)) setAsking(null);
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      {selected.length > 0 && (
        <span className="list-page-selected">{selected.length} selected</span>
      )}
      {actions.map((action) => (
        <Button
          key={action.label}
          danger={action.danger}
          disabled={selected.length === 0}
          onClick={() => setAsking(action)}
        >
          {action.label}
        </Button>
      ))}
      <Modal
        title={asking?.confirmTitle}
        open={asking !== null}
        okText={asking?.confirmButton}
        okButtonProps={{ danger: asking?.danger }}
        confirmLoading={running}
        onOk={() => void confirm()}
        onCancel={() => setAsking(null)}
      >
        {asking?.confirmText(selected.length)}
      </Modal>
    </>
  );
}
