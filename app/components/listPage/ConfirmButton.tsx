import { Button, Popconfirm } from 'antd';
import type { ReactNode } from 'react';

/** A small row button that asks "…?" in a popover before acting (e.g. Delete). */
export function ConfirmButton({
  question,
  okText,
  onConfirm,
  danger = true,
  children,
}: {
  question: string;
  okText: string;
  onConfirm: () => unknown;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Popconfirm title={question} okText={okText} onConfirm={onConfirm}>
      <Button size="small" danger={danger}>
        {children}
      </Button>
    </Popconfirm>
  );
}
