import { Popover } from '@app/components/ui/Popover';
import { SHORTCUTS } from './shortcuts';
import './shortcutsPopover.css';

/** A "Keyboard shortcuts" button whose popover lists them. */
export function ShortcutsPopover() {
  return (
    <Popover label="Shortcuts" title="Keyboard shortcuts" placement="bottomRight">
      <dl className="sqllab-shortcuts">
        {SHORTCUTS.map(({ keys, action }) => (
          <div key={keys} className="sqllab-shortcut">
            <dt>
              <kbd>{keys}</kbd>
            </dt>
            <dd>{action}</dd>
          </div>
        ))}
      </dl>
    </Popover>
  );
}
