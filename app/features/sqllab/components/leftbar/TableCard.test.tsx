// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TableCard } from './TableCard';
import type { TableView } from './tableView';

const CARS: TableView = {
  id: '1',
  name: 'cars',
  schema: 'main',
  expanded: true,
  columns: [
    { name: 'id', type: 'INTEGER', keys: [{ type: 'pk' }] },
    { name: 'owner_id', type: 'INTEGER', keys: [{ type: 'fk' }, { type: 'index' }] },
    { name: 'plate', type: 'VARCHAR', keys: [{ type: 'index' }] },
  ],
  primaryKey: { constrained_columns: ['id'] },
  foreignKeys: [
    {
      constrained_columns: ['owner_id'],
      referred_schema: 'main',
      referred_table: 'owners',
      referred_columns: ['id'],
    },
  ],
  indexes: [
    { name: 'cars_owner_ix', column_names: ['owner_id', 'plate'], unique: false },
    { name: 'cars_plate_uq', column_names: ['plate'], unique: true },
  ],
  selectStar: 'SELECT * FROM cars',
};

const noop = () => {};
const card = (table: TableView, isView = false) =>
  render(
    <TableCard
      table={table}
      isView={isView}
      canPreview
      onToggle={noop}
      onSelectStar={noop}
      onPreview={noop}
      onRemove={noop}
    />,
  );

describe('TableCard', () => {
  it('shows where a foreign key points, and each index with its columns and uniqueness', () => {
    card(CARS);
    const columns = screen.getByRole('list', { name: 'Columns of cars' });
    const owner = within(columns).getByText('owner_id').closest('li');
    expect(owner?.textContent).toContain('→ owners.id');
    expect(within(owner as HTMLElement).getByTitle('Foreign key to owners.id').textContent).toBe(
      'FK',
    );
    const indexes = screen.getByRole('list', { name: 'Indexes of cars' });
    expect(
      within(indexes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['cars_owner_ix(owner_id, plate)', 'cars_plate_uq(plate)unique']);
  });

  it('marks a view as a view, and hides columns and indexes when collapsed', () => {
    card({ ...CARS, expanded: false }, true);
    const region = screen.getByRole('region', { name: 'View cars' });
    expect(within(region).getByText('view')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Indexes of cars' })).toBeNull();
  });
});
