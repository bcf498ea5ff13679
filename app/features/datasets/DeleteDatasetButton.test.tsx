// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatasetListItem } from '@common/api/datasets';
import { json, stubApi } from '@app/api/testing/stubApi';
import { stubAntdBrowser, unstubBrowser } from '@app/api/testing/stubBrowser';
import { DeleteDatasetButton } from './DeleteDatasetButton';

// antd's CSS-in-JS makes a first render in jsdom take seconds.
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 5000 };

describe('DeleteDatasetButton', () => {
  beforeEach(() => {
    stubAntdBrowser();
  });
  afterEach(() => {
    unstubBrowser();
    vi.restoreAllMocks();
  });

  it('names the charts and dashboards that would break before deleting', SLOW, async () => {
    stubApi({
      'GET /api/v1/dataset/2/related_objects': json(200, {
        charts: {
          count: 3,
          result: ['Delays', 'Routes', 'Volume'].map((slice_name, id) => ({
            id,
            slice_name,
            viz_type: 'table',
          })),
        },
        dashboards: {
          count: 1,
          result: [{ id: 1, title: 'Operations', slug: null, json_metadata: null }],
        },
      }),
    });
    const onConfirm = vi.fn();
    render(
      <DeleteDatasetButton
        dataset={{ id: 2, table_name: 'flights' } as DatasetListItem}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const tooltip = await screen.findByRole('tooltip', {}, WAIT);
    await within(tooltip).findByText(
      'This dataset is used by 3 charts: Delays, Routes, Volume.',
      {},
      WAIT,
    );
    expect(tooltip.textContent).toContain('They appear on 1 dashboard: Operations.');
    fireEvent.click(within(tooltip).getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
  });
});
