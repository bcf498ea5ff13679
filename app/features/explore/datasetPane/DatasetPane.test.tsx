// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { EXPLORE_ITEM_MIME } from '../controls/dragItem';
import { testDatasource } from '../controls/testPanel';
import { DatasetPane } from './DatasetPane';

function Where() {
  const location = useLocation();
  return <div data-test="where">{location.pathname + location.search}</div>;
}

function renderPane(edits: string[]) {
  return render(
    <MemoryRouter initialEntries={['/explore/']}>
      <Routes>
        <Route
          path="/explore/"
          element={
            <DatasetPane
              datasource={testDatasource}
              onChangeDataset={() => {}}
              onEditDataset={() => edits.push('edit')}
            />
          }
        />
        <Route path="/sqllab/" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DatasetPane', () => {
  it('lists metrics and columns with counts and narrows them by search', async () => {
    renderPane([]);
    expect(screen.getByText('Showing 2 of 2')).not.toBeNull();
    expect(screen.getByText('Showing 5 of 5')).not.toBeNull();
    expect(screen.getByText('Origin airport')).not.toBeNull();
    expect(screen.getByLabelText('Certified')).not.toBeNull();
    expect(screen.getAllByLabelText('Warning')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Search Metrics & Columns'), 'delay');
    expect(screen.getByText('Showing 1 of 2')).not.toBeNull();
    expect(screen.getByText('Showing 1 of 5')).not.toBeNull();
  });

  it('puts the dragged item on the drag under the explore MIME type', () => {
    renderPane([]);
    const set: Record<string, string> = {};
    const dataTransfer = {
      setData: (type: string, value: string) => (set[type] = value),
      effectAllowed: 'none',
    };
    fireEvent.dragStart(document.querySelector('[data-test="dataset-item-delay"]')!, {
      dataTransfer,
    });
    expect(JSON.parse(set[EXPLORE_ITEM_MIME] ?? '')).toEqual({ kind: 'column', name: 'delay' });
  });

  it('menu: Edit dataset calls back, View in SQL Lab opens SQL Lab on the table', async () => {
    const edits: string[] = [];
    renderPane(edits);
    await userEvent.click(screen.getByRole('button', { name: 'Dataset actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit dataset' }));
    expect(edits).toEqual(['edit']);
    await userEvent.click(screen.getByRole('button', { name: 'Dataset actions' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'View in SQL Lab' }));
    expect(screen.getByText(/^\/sqllab\/\?/).textContent).toContain(
      'sql=SELECT+*+FROM+main.flights',
    );
  });
});
