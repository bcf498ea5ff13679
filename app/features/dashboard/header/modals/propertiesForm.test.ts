import { describe, expect, it } from 'vitest';
import { infoOf, storedRecord } from '../testing/headerFixtures';
import { changesFromForm, formFromInfo, parseMetadataText } from './propertiesForm';
import { refreshIntervalOptions } from './RefreshIntervalModal';

describe('properties form', () => {
  const info = infoOf(storedRecord(), '"v1"', {
    metadata: { color_scheme: 'supersetColors', positions: {}, refresh_frequency: 60 },
  });

  it('shows the metadata without the layout copy', () => {
    const form = formFromInfo(info);
    expect(JSON.parse(form.metadataText)).toEqual({
      color_scheme: 'supersetColors',
      refresh_frequency: 60,
    });
    expect(form.owners).toEqual([{ id: 1, name: 'Ada Lovelace' }]);
  });

  it('refuses metadata that is not a JSON object', () => {
    expect(parseMetadataText('{"a": 1').error).toMatch(/not valid JSON/);
    expect(parseMetadataText('[1, 2]').error).toBe('JSON metadata must be an object ({ … }).');
    expect(parseMetadataText('"text"').error).not.toBeNull();
    expect(parseMetadataText('').error).toBeNull();
    const form = { ...formFromInfo(info), metadataText: '[]' };
    expect(changesFromForm(form, info).error).not.toBeNull();
  });

  it('turns the form into info changes (slug, certification, scheme, positions kept)', () => {
    const form = {
      ...formFromInfo(info),
      title: '  Revenue  ',
      slug: 'Revenue board!',
      certifiedBy: '',
      certificationDetails: 'ignored without a certifier',
      colorScheme: 'bnbColors',
      metadataText: '{"color_scheme": "googleCategory10c", "stagger_time": 1000}',
      owners: [
        { id: 1, name: 'Ada Lovelace' },
        { id: 2, name: 'Grace Brewster Hopper' },
      ],
    };
    const result = changesFromForm(form, info);
    expect(result.error).toBeNull();
    expect(result.changes).toMatchObject({
      title: 'Revenue',
      slug: 'Revenue-board',
      certifiedBy: null,
      certificationDetails: null,
      metadata: { color_scheme: 'bnbColors', stagger_time: 1000, positions: {} },
    });
    expect(result.changes?.owners?.[1]).toEqual({
      id: 2,
      first_name: 'Grace',
      last_name: 'Brewster Hopper',
    });
  });

  it('no scheme picked leaves color_scheme out', () => {
    const form = { ...formFromInfo(info), colorScheme: undefined };
    expect(changesFromForm(form, info).changes?.metadata).not.toHaveProperty('color_scheme');
  });
});

describe('refresh interval options', () => {
  it("offers Superset's list with Don't refresh first", () => {
    const options = refreshIntervalOptions(0);
    expect(options[0]).toEqual({ value: 0, label: "Don't refresh" });
    expect(options.map((option) => option.value)).toContain(86400);
    expect(options).toHaveLength(10);
  });

  it('keeps a stored interval outside the list choosable', () => {
    expect(refreshIntervalOptions(45).at(-1)).toEqual({ value: 45, label: '45 seconds' });
  });
});
