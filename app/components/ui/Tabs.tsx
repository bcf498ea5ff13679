import { Fragment, type KeyboardEvent, type ReactNode, useId } from 'react';

export interface TabsItem {
  key: string;
  label: ReactNode;
  children: ReactNode;
}

export interface TabsProps {
  items: readonly TabsItem[];
  activeKey: string;
  onChange: (key: string) => void;
  /** Names the tab list for assistive technology. */
  'aria-label'?: string;
  className?: string;
  size?: 'small' | 'middle';
}

const STEPS: Record<string, number | 'first' | 'last'> = {
  ArrowRight: 1,
  ArrowLeft: -1,
  Home: 'first',
  End: 'last',
};

/**
 * Tabs per the WAI-ARIA pattern: one tab stop, arrows/Home/End move and activate, and only the
 * active panel is rendered (hidden panels would otherwise keep heavy grids mounted).
 */
export function Tabs({ items, activeKey, onChange, className, size, ...aria }: TabsProps) {
  const base = useId();
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );
  const active = items[activeIndex];
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = `${base}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = STEPS[event.key];
    if (step === undefined || items.length === 0) return;
    event.preventDefault();
    const next =
      step === 'first'
        ? 0
        : step === 'last'
          ? items.length - 1
          : (activeIndex + step + items.length) % items.length;
    const item = items[next];
    if (!item) return;
    onChange(item.key);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className={`ui-tabs ${size === 'small' ? 'ui-tabs-small' : ''} ${className ?? ''}`}>
      <div role="tablist" className="ui-tablist" onKeyDown={onKeyDown} {...aria}>
        {items.map((item, i) => {
          const selected = i === activeIndex;
          return (
            <button
              key={item.key}
              type="button"
              role="tab"
              id={tabId(i)}
              className={`ui-tab ${selected ? 'is-active' : ''}`}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={tabId(activeIndex)}
          className="ui-tabpanel"
          tabIndex={0}
        >
          {/* Keyed so a panel of the same kind (two result panes) starts afresh. */}
          <Fragment key={active.key}>{active.children}</Fragment>
        </div>
      )}
    </div>
  );
}
