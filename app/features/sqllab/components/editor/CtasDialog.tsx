import { lazy, Suspense } from 'react';

const NameDialog = lazy(() =>
  import('../common/NameDialog').then((m) => ({ default: m.NameDialog })),
);

/** How a CTAS/CVAS run creates its object. */
export type CtasMethod = 'TABLE' | 'VIEW';

export interface CtasDialogProps {
  method: CtasMethod;
  /** Runs the tab's SQL into a new table or view of that name. */
  onRun: (method: CtasMethod, name: string) => void;
  onClose: () => void;
}

// A table or view name the engines take without quoting: letters, digits and underscores.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** Asks for the name of the table or view a "Create table as" / "Create view as" run makes. */
export function CtasDialog({ method, onRun, onClose }: CtasDialogProps) {
  const word = method === 'VIEW' ? 'view' : 'table';
  return (
    <Suspense fallback={null}>
      <NameDialog
        title={method === 'VIEW' ? 'Create view as' : 'Create table as'}
        label={`Name of the new ${word}`}
        okText={`Create ${word}`}
        onSubmit={(name) => {
          if (!NAME.test(name)) return 'Use letters, digits and underscores only.';
          onRun(method, name);
          return undefined;
        }}
        onClose={onClose}
      />
    </Suspense>
  );
}
