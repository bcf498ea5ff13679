// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { moduleLoader, useLoadedModule } from './moduleLoader';

function Shows({
  loader,
  load,
}: {
  loader: ReturnType<typeof moduleLoader<{ text: string }>>;
  load?: boolean;
}) {
  const module = useLoadedModule(loader, load);
  return <p>{module ? module.text : 'waiting'}</p>;
}

describe('moduleLoader', () => {
  afterEach(cleanup);

  it('imports once, and shows the module as soon as it has arrived', async () => {
    const importer = vi.fn(() => Promise.resolve({ text: 'arrived' }));
    const loader = moduleLoader(importer);
    render(<Shows loader={loader} />);
    expect(screen.getByText('waiting')).toBeTruthy();
    await screen.findByText('arrived');
    // A later mount reads it at once, without suspending or importing again.
    cleanup();
    render(<Shows loader={loader} />);
    expect(screen.getByText('arrived')).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('with load off, waits for someone else to load it', async () => {
    const importer = vi.fn(() => Promise.resolve({ text: 'preloaded' }));
    const loader = moduleLoader(importer);
    render(<Shows loader={loader} load={false} />);
    await act(() => Promise.resolve());
    expect(importer).not.toHaveBeenCalled();
    await act(() => loader.load());
    expect(screen.getByText('preloaded')).toBeTruthy();
  });
});
