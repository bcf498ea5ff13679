// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

function Harness() {
  const [key, setKey] = useState('a');
  return (
    <Tabs
      aria-label="Panes"
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'a', label: 'Results', children: <p>rows</p> },
        { key: 'b', label: 'History', children: <p>past runs</p> },
        { key: 'c', label: 'Preview', children: <p>preview rows</p> },
      ]}
    />
  );
}

describe('Tabs', () => {
  it('shows the active panel, named by its tab, with one tab stop', () => {
    render(<Harness />);
    const panel = screen.getByRole('tabpanel', { name: 'Results' });
    expect(panel.textContent).toBe('rows');
    expect(screen.getByRole('tab', { name: 'Results' }).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('tab', { name: 'History' }).getAttribute('tabindex')).toBe('-1');
    expect(screen.queryByText('past runs')).toBeNull();
  });

  it('moves and activates with the arrows, Home and End', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Results' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'History', selected: true })).toBe(
      document.activeElement,
    );
    expect(screen.getByRole('tabpanel', { name: 'History' }).textContent).toBe('past runs');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Preview', selected: true })).toBeTruthy();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Results', selected: true })).toBeTruthy();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Preview', selected: true })).toBe(
      document.activeElement,
    );
  });
});
