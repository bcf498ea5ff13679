import { describe, expect, it } from 'vitest';
import { type TemplateContext, templateFiltersFrom } from '@common/api/templateContext';
import { AppError } from '../errors';
import { renderTemplateHere } from './renderSqlTemplate';

const user = { id: 7, username: 'ann', email: "ann.o'neil@example.com" };
const context = (over: Partial<TemplateContext> = {}): TemplateContext => ({
  urlParams: {},
  filters: [],
  ...over,
});
const render = (sql: string, ctx = context(), params: Record<string, unknown> = {}) =>
  renderTemplateHere(sql, params, user, ctx);

describe('url_param()', () => {
  it("reads the page's URL parameters and escapes single quotes as Superset does", () => {
    const ctx = context({ urlParams: { country: "Côte d'Ivoire" } });
    expect(render("where c = '{{ url_param('country') }}'", ctx).sql).toBe(
      "where c = 'Côte d''Ivoire'",
    );
    expect(render('{{ url_param("country", escape_result=False) }}', ctx).sql).toBe(
      "Côte d'Ivoire",
    );
    expect(render("{{ url_param('country', None, True, False) }}", ctx).sql).toBe("Côte d'Ivoire");
  });

  it('answers the default, or None, for a missing or empty parameter', () => {
    const ctx = context({ urlParams: { empty: '' } });
    expect(render(`{{ url_param('nope', "x'y") }}`, ctx).sql).toBe("x''y");
    expect(render("{{ url_param('nope', default='fr') }}", ctx).sql).toBe('fr');
    expect(render("{{ url_param('empty', 'dflt') }}", ctx).sql).toBe('dflt');
    expect(render("{% if url_param('nope') is none %}none{% endif %}", ctx).sql).toBe('none');
  });
});

describe('filter_values() and get_filters()', () => {
  const filters = templateFiltersFrom(
    [
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'country',
        operator: 'in',
        comparator: ['FR', "C'I"],
      },
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'year',
        operator: '==',
        comparator: 2024,
      },
      { expressionType: 'SQL', clause: 'WHERE', subject: 'country', comparator: 'ignored' },
      { expressionType: 'SIMPLE', clause: 'HAVING', subject: 'country', comparator: 'ignored' },
      {
        expressionType: 'SIMPLE',
        clause: 'WHERE',
        subject: 'empty',
        operator: 'IN',
        comparator: [],
      },
    ],
    [{ col: 'region', op: 'in', val: 'EU' }],
  );
  const ctx = context({ filters });

  it('lists the values of the WHERE filters on a column', () => {
    expect(render("{{ filter_values('country') | join('|') }}", ctx).sql).toBe("FR|C'I");
    expect(render("{{ filter_values('year') | join('|') }}", ctx).sql).toBe('2024');
    expect(render("{{ filter_values('country') | where_in }}", ctx).sql).toBe("('FR', 'C''I')");
    expect(render("{{ filter_values('year') | where_in }}", ctx).sql).toBe('(2024)');
  });

  it('answers the default as a list when nothing filters the column', () => {
    expect(render("{{ filter_values('city', 'Paris') | join }}", ctx).sql).toBe('Paris');
    expect(render("{{ filter_values('empty') | length }}", ctx).sql).toBe('0');
  });

  it('gives get_filters() as {op, col, val}, a single IN value as a list', () => {
    const sql =
      "{% for f in get_filters('region') %}{{ f.op }} {{ f.col }} {{ f.val | where_in }}{% endfor %}" +
      "{% for f in get_filters('year') %};{{ f.op }} {{ f.val }}{% endfor %}";
    expect(render(sql, ctx).sql).toBe("IN region ('EU');== 2024");
  });

  it('tells which filter columns were applied, and which to remove from the query', () => {
    const result = render(
      "{{ filter_values('country', remove_filter=True) | length }}{{ get_filters('year') | length }}",
      ctx,
    );
    expect(result).toEqual({
      sql: '21',
      appliedFilters: ['country', 'year'],
      removedFilters: ['country'],
    });
  });

  it('finds nothing without filters (SQL Lab)', () => {
    expect(
      render("{{ filter_values('country') | length }}{{ get_filters('x') | length }}").sql,
    ).toBe('00');
  });
});

describe('user helpers', () => {
  it("gives the user's name, id and email", () => {
    expect(
      render('{{ current_username() }} {{ current_user_id() }} {{ current_user_email() }}').sql,
    ).toBe("ann 7 ann.o'neil@example.com");
  });

  it('still refuses what is not a template function', () => {
    expect(() => render("{{ url_param.constructor('return 1')() }}")).toThrow(AppError);
  });
});
