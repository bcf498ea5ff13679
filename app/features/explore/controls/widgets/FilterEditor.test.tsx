// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearColumnValuesCache } from '@app/api/datasource';
import { json, stubApi } from '@app/api/testing/stubApi';
import { testDatasource } from '../testPanel';
import { FilterEditor } from './FilterEditor';

afterEach(() => {
  vi.unstubAllGlobals();
  clearColumnValuesCache();
});

const VALUES_PATH = '/api/v1/datasource/table/7/column/origin/values/';

describe('FilterEditor column values', () => {
  it('offers the column values for IN once fetched, narrows them and adds the picked one', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubApi({
      [`GET ${VALUES_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const onSave = vi.fn();
    render(
      <FilterEditor
        datasource={testDatasource}
        column="origin"
        onSave={onSave}
        onClose={() => undefined}
      />,
    );
    const field = screen.getByLabelText('Values');
    await userEvent.click(field);
    expect(await screen.findByText('Loading values…')).toBeTruthy();
    answer(json(200, { result: ['JFK', 'LAX', 'SFO', null] }));
    const list = await screen.findByRole('listbox');
    expect(
      (await within(list).findAllByRole('option')).map((option) => option.textContent),
    ).toEqual(['JFK', 'LAX', 'SFO']);
    expect(calls.map((call) => call.url)).toEqual([VALUES_PATH]);

    await userEvent.type(field, 'sf');
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['SFO']);
    await userEvent.click(within(list).getByRole('option', { name: 'SFO' }));
    // Free text is still allowed beside the listed values.
    await userEvent.type(field, 'XYZ{Enter}');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith(
      expect.objectContaining({ subject: 'origin', operator: 'IN', comparator: ['SFO', 'XYZ'] }),
    );
  });

  it('says why when the values could not be loaded', async () => {
    stubApi({ [`GET ${VALUES_PATH}`]: json(403, { message: 'No access' }) });
    render(
      <FilterEditor
        datasource={testDatasource}
        column="origin"
        onSave={() => undefined}
        onClose={() => undefined}
      />,
    );
    await userEvent.click(screen.getByLabelText('Values'));
    expect(await screen.findByText(/Values not loaded/)).toBeTruthy();
  });
});
