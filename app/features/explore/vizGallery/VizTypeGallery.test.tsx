// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chartCatalog } from '@app/charts/registry';
import { VizTypeControl } from './VizTypeControl';

describe('VizTypeControl and gallery', () => {
  it('opens the gallery, searches, and picks a type with Select', async () => {
    expect(chartCatalog().some((entry) => entry.vizType === 'pie')).toBe(true);
    const picked: string[] = [];
    render(<VizTypeControl vizType="table" onChange={(next) => picked.push(next)} />);
    expect(document.querySelector('[data-test="viz-type-control"]')!.textContent).toContain(
      'Table',
    );
    await userEvent.click(screen.getByRole('button', { name: /View all charts/ }));
    expect(screen.getByRole('dialog', { name: 'Select a visualization type' })).not.toBeNull();
    await userEvent.type(screen.getByLabelText('Search all charts'), 'pie');
    const pie = document.querySelector<HTMLElement>('[data-test="viz-gallery-item-pie"]')!;
    expect(document.querySelector('[data-test="viz-gallery-item-table"]')).toBeNull();
    await userEvent.click(pie);
    expect(pie.getAttribute('aria-selected')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    expect(picked).toEqual(['pie']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('double-click picks at once; choosing the current type changes nothing', async () => {
    const picked: string[] = [];
    render(<VizTypeControl vizType="table" onChange={(next) => picked.push(next)} />);
    await userEvent.click(screen.getByRole('button', { name: /View all charts/ }));
    await userEvent.dblClick(
      document.querySelector<HTMLElement>('[data-test="viz-gallery-item-table"]')!,
    );
    expect(picked).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: /View all charts/ }));
    await userEvent.dblClick(
      document.querySelector<HTMLElement>('[data-test="viz-gallery-item-pie"]')!,
    );
    expect(picked).toEqual(['pie']);
  });
});
