import { lazy, Suspense, useState } from 'react';
import { MenuButton } from '../../../../components/ui/MenuButton';

const NameDialog = lazy(() =>
  import('../common/NameDialog').then((m) => ({ default: m.NameDialog })),
);

/** How a CTAS/CVAS run creates its object. */
export type CtasMethod = 'TABLE' | 'VIEW';

export interface CtasMenuProps {
  allowCtas: boolean;
  allowCvas: boolean;
  disabled?: boolean;
  /** Runs the tab's SQL into a new table or view of that name. */
  onRun: (method: CtasMethod, name: string) => void;
}

// A table or view name the engines take without quoting: letters, digits and underscores.
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** "Create table as" / "Create view as" beside Run, shown when the database allows either. */
export function CtasMenu({ allowCtas, allowCvas, disabled = false, onRun }: CtasMenuProps) {
  const [method, setMethod] = useState<CtasMethod>();
  if (!allowCtas && !allowCvas) return null;
  const items = [
    ...(allowCtas ? [{ key: 'TABLE', label: 'Create table as' }] : []),
    ...(allowCvas ? [{ key: 'VIEW', label: 'Create view as' }] : []),
  ];
  const word = method === 'VIEW' ? 'view' : 'table';
  return (
    <>
      {disabled ? null : (
        <MenuButton
          aria-label="More ways to run"
          items={items}
          onSelect={(key) => setMethod(key === 'VIEW' ? 'VIEW' : 'TABLE')}
        >
          CTAS ▾
        </MenuButton>
      )}
      <Suspense fallback={null}>
        {method && (
          <NameDialog
            title={method === 'VIEW' ? 'Create view as' : 'Create table as'}
            label={`Name of the new ${word}`}
            okText={`Create ${word}`}
            onSubmit={(name) => {
              if (!NAME.test(name)) return 'Use letters, digits and underscores only.';
              onRun(method, name);
              return undefined;
            }}
            onClose={() => setMethod(undefined)}
          />
        )}
      </Suspense>
    </>
  );
}
