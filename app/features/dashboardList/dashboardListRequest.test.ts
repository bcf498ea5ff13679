import { describe, expect, it } from 'vitest';
import { dashboardFilters, NO_DASHBOARD_FILTERS } from './dashboardListRequest';

describe('dashboardFilters', () => {
  it('asks for nothing when nothing is chosen', () => {
    expect(dashboardFilters(NO_DASHBOARD_FILTERS)).toEqual([]);
    expect(dashboardFilters({ search: '   ' })).toEqual([]);
  });

  it("turns every choice into Superset's operator", () => {
    expect(
      dashboardFilters({
        search: ' sales ',
        ownerId: 3,
        status: 'draft',
        favorite: true,
        certified: false,
      }),
    ).toEqual([
      { col: 'dashboard_title', opr: 'title_or_slug', value: 'sales' },
      { col: 'owners', opr: 'rel_m_m', value: 3 },
      { col: 'published', opr: 'eq', value: false },
      { col: 'id', opr: 'dashboard_is_favorite', value: true },
      { col: 'id', opr: 'dashboard_is_certified', value: false },
    ]);
    expect(dashboardFilters({ search: '', status: 'published' })).toEqual([
      { col: 'published', opr: 'eq', value: true },
    ]);
  });
});
