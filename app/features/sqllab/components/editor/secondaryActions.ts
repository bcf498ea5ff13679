import type { MenuItem } from '@app/components/ui/MenuButton';
import type { CtasMethod } from './CtasDialog';
import type { CtasOptions } from './useCtasRun';

/** A toolbar action that may move into the "⋯" menu when the toolbar is narrow. */
export interface SecondaryAction {
  key: string;
  label: string;
  loading?: boolean;
  /** Sub-items (CTAS/CVAS): inline a menu of its own, in "⋯" its items in place. */
  items?: MenuItem[];
  handles: (key: string) => boolean;
  onSelect: (key: string) => void;
}

interface SecondaryInput {
  canEstimate: boolean;
  onEstimate: () => void;
  formatting: boolean;
  onFormat: () => void;
  hasParameters: boolean;
  onParameters: () => void;
  ctas?: CtasOptions;
}

const single = (key: string, label: string, run: () => void, loading?: boolean) => ({
  key,
  label,
  loading,
  handles: (k: string) => k === key,
  onSelect: run,
});

/** The toolbar's secondary actions, in order: estimate, format, parameters, CTAS/CVAS. */
export function secondaryActions(
  input: SecondaryInput,
  chooseCtas: (method: CtasMethod) => void,
): SecondaryAction[] {
  const actions: SecondaryAction[] = [];
  if (input.canEstimate) actions.push(single('estimate', 'Estimate cost', input.onEstimate));
  actions.push(single('format', 'Format SQL', input.onFormat, input.formatting));
  actions.push(
    single('parameters', input.hasParameters ? 'Parameters •' : 'Parameters', input.onParameters),
  );
  const { ctas } = input;
  // While a query runs (or with nothing to run) there is nothing to create a table from.
  if (ctas && !ctas.disabled) {
    const items: MenuItem[] = [
      ...(ctas.allowCtas ? [{ key: 'ctas:TABLE', label: 'Create table as' }] : []),
      ...(ctas.allowCvas ? [{ key: 'ctas:VIEW', label: 'Create view as' }] : []),
    ];
    actions.push({
      key: 'ctas',
      label: 'More ways to run',
      items,
      handles: (key) => key.startsWith('ctas:'),
      onSelect: (key) => chooseCtas(key === 'ctas:VIEW' ? 'VIEW' : 'TABLE'),
    });
  }
  return actions;
}
