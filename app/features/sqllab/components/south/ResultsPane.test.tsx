// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GridTable } from '@app/components/grid/gridTable';
import { stubMatchMedia, unstubBrowser } from '@app/api/testing/stubBrowser';
import type { QueryView } from '../queryView';
import { ResultsPane } from './ResultsPane';

// A run that ended long ago: its time is end − start, never the time since it ran.
const START = Date.now() - 3_600_000;
const table: GridTable = {
  rowCount: 2,
  columns: [{ name: 'n', kind: 'int32' }],
  text: (row) => String(row),
};

const view = (fields: Partial<QueryView>): QueryView => ({
  id: 'q0000000001',
  sql: 'select 1',
  state: 'success',
  startDttm: START,
  ...fields,
});

const pane = (query: QueryView, preview = false) =>
  render(
    <ResultsPane
      query={query}
      onStop={() => undefined}
      onCopy={() => undefined}
      preview={preview}
    />,
  );

describe('ResultsPane', () => {
  beforeEach(() => stubMatchMedia());
  afterEach(unstubBrowser);

  it('shows the engine’s percent while it reports one', () => {
    pane(view({ state: 'running', progress: 42.4 }));
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('42');
    expect(bar.className).not.toContain('is-indeterminate');
    expect(screen.getByText('42%')).toBeTruthy();
  });

  it('shows a moving bar, not a stuck 0 %, when the engine reports none', () => {
    pane(view({ state: 'running', progress: 0 }));
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar.getAttribute('aria-valuenow')).toBeNull();
    expect(bar.className).toContain('is-indeterminate');
    expect(screen.queryByText('0%')).toBeNull();
  });

  it('says how long a stopped run ran, by its own record', () => {
    pane(view({ state: 'stopped', endDttm: START + 3_210 }));
    expect(screen.getByText('Query was stopped.')).toBeTruthy();
    expect(screen.getByText('Ran for', { exact: false }).textContent).toBe('Ran for 3.21 s');
  });

  it('says "Took" with the run’s duration and the limit as an info note', async () => {
    pane(view({ endDttm: START + 420, results: table, rows: 2, limitingFactor: 'DROPDOWN' }));
    expect((await screen.findByText('Took', { exact: false })).textContent).toBe('Took 0.42 s');
    const note = screen.getByRole('note');
    expect(note.className).toContain('ui-alert-info');
    expect(note.textContent).toContain(
      'The number of rows displayed is limited to 2 by the dropdown',
    );
  });

  it('names the preview limit in a table preview’s note', async () => {
    pane(view({ endDttm: START + 5, results: table, rows: 2, limitingFactor: 'DROPDOWN' }), true);
    const note = await screen.findByRole('note');
    expect(note.textContent).toContain(
      'The number of rows displayed is limited to 2 by the preview limit',
    );
  });
});
