// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordedAnswer } from '../shared/tableLike/recordedAnswer';
import type { FormData } from '../types';
import { BigNumberTotalChart } from './BigNumberTotalChart';
import { buildQuery } from './buildQuery';
import { transformProps } from './transformProps';

const metric = {
  expressionType: 'SIMPLE' as const,
  aggregate: 'COUNT' as const,
  column: { column_name: 'origin' },
  label: 'Flights',
};
const formData: FormData = {
  viz_type: 'big_number_total',
  datasource: '1__table',
  metric,
  subheader: 'flights in H1 2001',
  adhoc_filters: [
    {
      expressionType: 'SIMPLE',
      clause: 'WHERE',
      subject: 'origin',
      operator: '==',
      comparator: 'SFO',
    },
  ],
  conditional_formatting: [
    { column: 'Flights', operator: '>', targetValue: 1000, colorScheme: '#E04355' },
  ],
};
// Recorded: COUNT(origin) of the flights example.
const answer = recordedAnswer(['Flights'], [0], [{ Flights: 2_974_536 }]);
const input = (form: FormData) => ({
  formData: form,
  queriesData: [answer],
  datasource: null,
  width: 400,
  height: 200,
});

afterEach(cleanup);

describe('big_number_total', () => {
  it('asks one aggregate without dimensions', () => {
    const [query] = buildQuery(formData).queries;
    expect(query?.metrics).toEqual([metric]);
    expect(query?.columns).toEqual([]);
    expect(query?.filters).toEqual([{ col: 'origin', op: '==', val: 'SFO' }]);
  });

  it('formats the number, colours it by rule and keeps font proportions', () => {
    const props = transformProps(input(formData));
    expect(props).toEqual({
      header: '2.97M',
      headerColor: 'rgba(224, 67, 85, 1)',
      subheader: 'flights in H1 2001',
      headerFontSize: 0.4,
      subheaderFontSize: 0.15,
    });
    const formatted = transformProps(
      input({
        ...formData,
        y_axis_format: ',d',
        header_font_size: 0.2,
        conditional_formatting: [],
      }),
    );
    expect(formatted.header).toBe('2,974,536');
    expect(formatted.headerColor).toBeUndefined();
    expect(formatted.headerFontSize).toBe(0.2);
    const asDate = transformProps(
      input({ ...formData, force_timestamp_formatting: true, time_format: '%Y-%m-%d' }),
    );
    expect(asDate.header).toBe('1970-01-01');
  });

  it('says No data for an empty answer and sizes text to the box', () => {
    const props = transformProps({
      ...input(formData),
      queriesData: [recordedAnswer(['Flights'], [0], [])],
    });
    expect(props.header).toBe('No data');
    render(
      <BigNumberTotalChart
        props={{ ...props, header: '1234567890' }}
        width={120}
        height={200}
        hooks={{}}
        onRendered={() => undefined}
        onRenderError={() => undefined}
      />,
    );
    const header = screen.getByTestId('big-number');
    // 0.4 × 200 = 80px would overflow 120px for ten digits; it shrinks to fit.
    expect(parseFloat(header.style.fontSize)).toBeLessThan(20);
    expect(screen.getByText('flights in H1 2001')).toBeTruthy();
    // The sentence below it wraps at a readable size rather than shrinking to one line.
    const subheader = screen.getByTestId('big-number-subheader').parentElement as HTMLElement;
    expect(parseFloat(subheader.style.fontSize)).toBe(12);
  });
});
