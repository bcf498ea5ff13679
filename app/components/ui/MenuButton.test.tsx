// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuButton } from './MenuButton';

const ITEMS = [
  { key: '10', label: '10' },
  { key: '100', label: '100', selected: true },
  { key: '1000', label: '1,000' },
];

describe('MenuButton', () => {
  it('opens on its current item, moves with the arrows and picks with Enter', async () => {
    const picked: string[] = [];
    render(
      <MenuButton aria-label="Limit: 100" items={ITEMS} onSelect={(key) => picked.push(key)}>
        Limit: 100
      </MenuButton>,
    );
    const button = screen.getByRole('button', { name: 'Limit: 100' });
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '100' }));
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: '1,000' }));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(picked).toEqual(['10']);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Escape and on a click outside', async () => {
    render(
      <>
        <MenuButton items={ITEMS} onSelect={() => {}}>
          Admin
        </MenuButton>
        <p>elsewhere</p>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Admin' }));
    await userEvent.click(screen.getByText('elsewhere'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
