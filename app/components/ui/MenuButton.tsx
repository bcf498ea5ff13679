import {
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type ButtonVariant, buttonClass } from './Button';
import { useDismiss } from './useDismiss';

export interface MenuItem {
  key: string;
  label: string;
  /** Marks the current choice (e.g. the row limit) with a tick. */
  selected?: boolean;
  /** Shown but not choosable (e.g. an export the user may not make). */
  disabled?: boolean;
  /** `data-test` of the item, for browser journeys. */
  dataTest?: string;
}

export interface MenuButtonProps {
  /** Content of the button; `aria-label` names it when the content is not enough. */
  children: ReactNode;
  'aria-label'?: string;
  items: readonly MenuItem[];
  onSelect: (key: string) => void;
  variant?: ButtonVariant;
  className?: string;
  placement?: 'bottomLeft' | 'bottomRight';
  /** Open from the start (a light stand-in button was pressed and this menu replaces it). */
  defaultOpen?: boolean;
}

function focusMenuItem(menu: HTMLElement | null, index: number): void {
  const all = menu?.querySelectorAll<HTMLElement>('[role="menuitem"]');
  if (!all || all.length === 0) return;
  all[(index + all.length) % all.length]?.focus();
}

/**
 * A button that opens a menu (WAI-ARIA menu button): Enter, Space or ArrowDown opens it on
 * its current item, arrows/Home/End move, Escape or Tab closes it.
 */
export function MenuButton({
  children,
  items,
  onSelect,
  variant,
  className,
  placement = 'bottomLeft',
  defaultOpen = false,
  ...aria
}: MenuButtonProps) {
  const [open, setOpen] = useState(defaultOpen);
  const root = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const id = useId();

  const close = useCallback((refocus = true) => {
    setOpen(false);
    if (refocus) button.current?.focus();
  }, []);
  const dismiss = useCallback(() => close(true), [close]);
  useDismiss(root, open, dismiss);

  const focusItem = (index: number) => focusMenuItem(menu.current, index);
  // On opening, focus goes to the current choice (read through a ref: only opening moves it).
  const selectedIndex = useRef(0);
  selectedIndex.current = Math.max(
    0,
    items.findIndex((item) => item.selected),
  );
  useEffect(() => {
    if (open) focusMenuItem(menu.current, selectedIndex.current);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = {
      ArrowDown: at + 1,
      ArrowUp: at - 1,
      Home: 0,
      End: all.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <span className="ui-popup-anchor" ref={root}>
      <button
        ref={button}
        type="button"
        className={buttonClass(variant, 'middle', className)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => setOpen(!open)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        {...aria}
      >
        {children}
      </button>
      {open && (
        <div
          ref={menu}
          id={id}
          role="menu"
          aria-label={aria['aria-label']}
          className={`ui-popup ui-menu ui-popup-${placement}`}
          onKeyDown={onMenuKey}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              data-test={item.dataTest}
              className={`ui-menu-item ${item.selected ? 'is-selected' : ''}`}
              aria-current={item.selected || undefined}
              onClick={() => {
                close(true);
                onSelect(item.key);
              }}
            >
              <span className="ui-menu-check" aria-hidden="true">
                {item.selected ? '✓' : ''}
              </span>
              {item.label}
            </button>
          ))}
        </div>
      )}
    </span>
  );
}
