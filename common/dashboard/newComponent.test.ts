import { describe, expect, it } from 'vitest';
import { defaultMeta, newChartComponent, newComponent } from './newComponent';
import { COMPONENT_TYPES } from './layoutTypes';

describe('newComponent', () => {
  it('gives ids of the type and 10 url-safe characters, fresh each time', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newComponent('CHART').id));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^CHART-[A-Za-z0-9_-]{10}$/);
  });

  it.each(COMPONENT_TYPES)('%s has no children or parents yet', (type) => {
    const item = newComponent(type);
    expect(item).toMatchObject({ type, children: [], parents: [] });
    expect(item.id.startsWith(`${type}-`)).toBe(true);
  });

  it('uses Superset defaults, overlaid by the given meta', () => {
    expect(newComponent('CHART', { chartId: 7 }).meta).toEqual({
      width: 4,
      height: 50,
      chartId: 7,
    });
    expect(newChartComponent({ id: 3, slice_name: 'Sales', uuid: 'u-3' })).toMatchObject({
      type: 'CHART',
      children: [],
      meta: { width: 4, height: 50, chartId: 3, sliceName: 'Sales', uuid: 'u-3' },
    });
    expect(newChartComponent({ id: 4, slice_name: 'Ops' }).meta).not.toHaveProperty('uuid');
    expect(defaultMeta('MARKDOWN')).toMatchObject({ width: 4, height: 50 });
    expect(defaultMeta('COLUMN')).toMatchObject({ width: 4, background: 'BACKGROUND_TRANSPARENT' });
    expect(defaultMeta('ROW')).toEqual({ background: 'BACKGROUND_TRANSPARENT' });
    expect(defaultMeta('HEADER')).toMatchObject({ text: 'New header' });
    expect(defaultMeta('TAB')).toEqual({
      text: '',
      defaultText: 'Tab title',
      placeholder: 'Tab title',
    });
    expect(defaultMeta('DYNAMIC')).toMatchObject({ width: 12 });
    expect(defaultMeta('TABS')).toEqual({});
    expect(defaultMeta('DIVIDER')).toEqual({});
    expect(newComponent('TABS').children).toEqual([]);
  });
});
