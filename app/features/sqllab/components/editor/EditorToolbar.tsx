import type { ReactNode } from 'react';
import { QUERY_LIMIT_OPTIONS } from '../../../../../common/constants/sqlLab';
import { Button } from '../../../../components/ui/Button';
import { MenuButton } from '../../../../components/ui/MenuButton';
import { ShortcutsPopover } from './ShortcutsPopover';

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
  /** Beside Run: "Create table as" / "Create view as" when the database allows them. */
  runMenu?: ReactNode;
  /** "Copy link" and "Save". */
  saveShare?: ReactNode;
}

/** Run/Stop, Format SQL, Estimate cost, the limit, parameters and shortcuts. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { running, hasSelection, limit } = props;
  return (
    <div className="sqllab-toolbar" role="toolbar" aria-label="Query actions">
      <div className="ui-row">
        {running ? (
          <Button variant="danger" onClick={props.onStop}>
            Stop
          </Button>
        ) : (
          <Button variant="primary" disabled={!props.canRun} onClick={props.onRun}>
            {hasSelection ? 'Run selection' : 'Run'}
          </Button>
        )}
        {props.runMenu}
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
        <Button loading={props.formatting} onClick={props.onFormat}>
          Format SQL
        </Button>
        {props.canEstimate && <Button onClick={props.onEstimate}>Estimate cost</Button>}
        <Button onClick={props.onParameters}>
          {props.hasParameters ? 'Parameters •' : 'Parameters'}
        </Button>
      </div>
      <div className="ui-row">
        <Button onClick={props.onToggleLeftBar}>
          {props.leftBarHidden ? 'Show tables' : 'Hide tables'}
        </Button>
        {props.saveShare}
        <ShortcutsPopover />
      </div>
    </div>
  );
}
