import { useState } from 'react';
import type { ReactNode } from 'react';
import { QUERY_LIMIT_OPTIONS } from '@common/constants/sqlLab';
import { Button } from '@app/components/ui/Button';
import { MenuButton } from '@app/components/ui/MenuButton';
import { CtasDialog, type CtasMethod } from './CtasDialog';
import { ShortcutsPopover } from './ShortcutsPopover';
import { type SecondaryAction, secondaryActions } from './secondaryActions';
import type { CtasOptions } from './useCtasRun';
import './editorToolbar.css';

const number = (n: number) => n.toLocaleString('en-US');

export interface EditorToolbarProps {
  running: boolean;
  /** True when text is selected: Run runs the selection. */
  hasSelection: boolean;
  canRun: boolean;
  onRun: () => void;
  onStop: () => void;
  formatting: boolean;
  onFormat: () => void;
  /** Shown only when the database has cost estimates enabled. */
  canEstimate: boolean;
  onEstimate: () => void;
  limit: number;
  onLimitChange: (limit: number) => void;
  /** Marks the Parameters button when parameters are set. */
  hasParameters: boolean;
  onParameters: () => void;
  leftBarHidden: boolean;
  onToggleLeftBar: () => void;
  /** "Create table as" / "Create view as", when the database allows them. */
  ctas?: CtasOptions;
  /** "Copy link" and "Save". */
  saveShare?: ReactNode;
}

/** One inline button of a secondary action (CTAS is a menu of its own). */
function SecondaryButton({ action }: { action: SecondaryAction }) {
  if (action.items) {
    return (
      <MenuButton aria-label={action.label} items={action.items} onSelect={action.onSelect}>
        CTAS ▾
      </MenuButton>
    );
  }
  return (
    <Button loading={action.loading} onClick={() => action.onSelect(action.key)}>
      {action.label}
    </Button>
  );
}

/**
 * Run/Stop and the limit; the secondary actions (estimate, format, parameters, CTAS) inline
 * when the toolbar is wide, else in a "⋯" menu, so the toolbar stays one row (the switch is a
 * container query in editorToolbar.css); then the left bar toggle, save/share and shortcuts.
 */
export function EditorToolbar(props: EditorToolbarProps) {
  const { running, hasSelection, limit } = props;
  const [ctasMethod, setCtasMethod] = useState<CtasMethod>();
  const secondary = secondaryActions(props, setCtasMethod);
  const extras = (props.canEstimate ? 1 : 0) + (props.ctas ? 1 : 0);
  return (
    <div
      className={`sqllab-toolbar sqllab-toolbar--extras-${extras}`}
      role="toolbar"
      aria-label="Query actions"
    >
      <div className="sqllab-toolbar__group">
        {running ? (
          <Button variant="danger" onClick={props.onStop}>
            Stop
          </Button>
        ) : (
          <Button variant="primary" disabled={!props.canRun} onClick={props.onRun}>
            {hasSelection ? 'Run selection' : 'Run'}
          </Button>
        )}
        <MenuButton
          aria-label={`Limit: ${number(limit)}`}
          items={QUERY_LIMIT_OPTIONS.map((n) => ({
            key: String(n),
            label: number(n),
            selected: n === limit,
          }))}
          onSelect={(key) => props.onLimitChange(Number(key))}
        >
          Limit: {number(limit)}
        </MenuButton>
        <span className="sqllab-toolbar__secondary">
          {secondary.map((action) => (
            <SecondaryButton key={action.key} action={action} />
          ))}
        </span>
      </div>
      <div className="sqllab-toolbar__group">
        <Button onClick={props.onToggleLeftBar}>
          {props.leftBarHidden ? 'Show tables' : 'Hide tables'}
        </Button>
        {props.saveShare}
        <ShortcutsPopover />
        <span className="sqllab-toolbar__more">
          <MenuButton
            aria-label="More actions"
            placement="bottomRight"
            items={secondary.flatMap(
              (action) => action.items ?? [{ key: action.key, label: action.label }],
            )}
            onSelect={(key) => secondary.find((a) => a.handles(key))?.onSelect(key)}
          >
            ⋯
          </MenuButton>
        </span>
      </div>
      {ctasMethod && props.ctas && (
        <CtasDialog
          method={ctasMethod}
          onRun={props.ctas.onRun}
          onClose={() => setCtasMethod(undefined)}
        />
      )}
    </div>
  );
}
