import { describe, expect, it } from 'vitest';
import { jsonEqual, overwriteDifferences } from './overwriteDiff';

const base = {
  dashboard_title: 'Sales',
  css: '',
  json_metadata: '{"a":1,"b":{"c":[1,2]}}',
  position_json: '{"ROOT_ID":{"type":"ROOT","id":"ROOT_ID","children":[]}}',
};

describe('overwriteDifferences', () => {
  it('finds nothing when only key order and formatting differ', () => {
    expect(
      overwriteDifferences(
        { ...base, css: null },
        {
          ...base,
          json_metadata: '{ "b": { "c": [1, 2] },\n "a": 1 }',
          position_json: '{"ROOT_ID":{"id":"ROOT_ID","children":[],"type":"ROOT"}}',
        },
      ),
    ).toEqual([]);
  });

  it('reports each changed field with pretty-printed JSON', () => {
    const differences = overwriteDifferences(base, {
      dashboard_title: 'Sales 2',
      css: '.x{}',
      json_metadata: '{"b":{"c":[2,1]},"a":1}',
      position_json: base.position_json,
    });
    expect(differences.map((difference) => difference.field)).toEqual([
      'dashboard_title',
      'css',
      'json_metadata',
    ]);
    expect(differences[0]).toEqual({ field: 'dashboard_title', stored: 'Sales', local: 'Sales 2' });
    expect(differences[2]?.stored).toBe(
      '{\n  "a": 1,\n  "b": {\n    "c": [\n      1,\n      2\n    ]\n  }\n}',
    );
  });

  it('treats missing stored JSON as an empty object and compares non-JSON as text', () => {
    expect(
      overwriteDifferences({ ...base, json_metadata: null }, { ...base, json_metadata: '{}' }),
    ).toEqual([]);
    const broken = overwriteDifferences({ ...base, position_json: '{oops' }, base);
    expect(broken).toEqual([
      { field: 'position_json', stored: '{oops', local: base.position_json },
    ]);
  });
});

describe('jsonEqual', () => {
  it('ignores key order but not array order or types', () => {
    expect(jsonEqual({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(jsonEqual([1, 2], [2, 1])).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: '1' })).toBe(false);
    expect(jsonEqual({ a: null }, { a: undefined })).toBe(false);
    expect(jsonEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
