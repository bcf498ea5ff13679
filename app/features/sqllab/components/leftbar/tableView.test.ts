import { describe, expect, it } from 'vitest';
import { foreignKeyTargets } from './columnMarkers';
import { readTableKeys, type TableView } from './tableView';

const base: TableView = { id: '1', name: 'cars', schema: 'main', expanded: true };

describe('readTableKeys', () => {
  it('keeps well-formed keys and indexes, and drops what stored JSON got wrong', () => {
    const keys = readTableKeys(
      { constrained_columns: ['id'], name: 'pk' },
      [
        {
          constrained_columns: ['owner_id'],
          referred_schema: 'main',
          referred_table: 'owners',
          referred_columns: ['id'],
        },
        { constrained_columns: ['x'] },
        'nonsense',
      ],
      [{ name: 'cars_plate_uq', column_names: ['plate', 3], unique: true }, null],
    );
    expect(keys).toEqual({
      primaryKey: { constrained_columns: ['id'] },
      foreignKeys: [
        {
          constrained_columns: ['owner_id'],
          referred_schema: 'main',
          referred_table: 'owners',
          referred_columns: ['id'],
        },
      ],
      indexes: [{ name: 'cars_plate_uq', column_names: ['plate'], unique: true }],
    });
    expect(readTableKeys(undefined, undefined, {})).toEqual({
      primaryKey: null,
      foreignKeys: [],
      indexes: [],
    });
  });
});

describe('foreignKeyTargets', () => {
  it('names table.column, pairs composite keys by position, and adds another schema', () => {
    const targets = foreignKeyTargets({
      ...base,
      foreignKeys: [
        {
          constrained_columns: ['parent_id', 'parent_code'],
          referred_schema: 'main',
          referred_table: 'parent',
          referred_columns: ['id', 'code'],
        },
        {
          constrained_columns: ['region'],
          referred_schema: 'geo',
          referred_table: 'regions',
          referred_columns: ['code'],
        },
      ],
    });
    expect([...targets]).toEqual([
      ['parent_id', 'parent.id'],
      ['parent_code', 'parent.code'],
      ['region', 'geo.regions.code'],
    ]);
  });
});
