// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubMatchMedia, stubResizeObserver, unstubBrowser } from '@app/api/testing/stubBrowser';
import { ParametersModal } from './ParametersModal';
import { templateParamsError } from './templateParams';

describe('templateParamsError', () => {
  it('accepts a JSON object or nothing, and says what is wrong otherwise', () => {
    expect(templateParamsError('')).toBeUndefined();
    expect(templateParamsError('{"limit": 10}')).toBeUndefined();
    expect(templateParamsError('[1]')).toMatch(/must be a JSON object/);
    expect(templateParamsError('{"limit": }')).toMatch(/^Invalid JSON/);
  });
});

describe('ParametersModal', () => {
  beforeEach(() => {
    stubMatchMedia();
    stubResizeObserver();
  });
  afterEach(unstubBrowser);

  it('shows invalid JSON and does not save it; saves valid JSON', async () => {
    const saved: string[] = [];
    render(<ParametersModal open value="" onSave={(t) => saved.push(t)} onClose={() => {}} />);
    const box = screen.getByLabelText('Parameters JSON');
    fireEvent.change(box, { target: { value: '{"limit": ' } });
    expect(await screen.findByText(/^Invalid JSON/)).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled')).toBe(true);

    fireEvent.change(box, { target: { value: '{"limit": 10}' } });
    expect(screen.queryByText(/^Invalid JSON/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toEqual(['{"limit": 10}']);
  });
});
