import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { createStore } from '@app/store/store';
import { userLoaded } from '@app/store/user';

/** A JSON answer for a stubbed fetch. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders a list page for Ann (user 9), a Gamma with can_write on `permission` only. */
export function renderListPage(
  page: ReactNode,
  permission: 'Chart' | 'Dashboard',
  initialEntries?: string[],
) {
  const store = createStore();
  store.dispatch(
    userLoaded({
      user: {
        id: 9,
        username: 'ann',
        first_name: 'Ann',
        last_name: 'Tester',
        email: 'a@example.com',
        is_active: true,
        is_anonymous: false,
      },
      roles: { roles: { Gamma: [['can_write', permission]] }, permissions: {} },
    }),
  );
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={initialEntries}>{page}</MemoryRouter>
    </Provider>,
  );
  return { view, store };
}

const WAIT = { timeout: 5000 };

/** The element with this data-test once it shows. */
export function findTest(testId: string): Promise<HTMLElement> {
  return waitFor(() => {
    const found = document.querySelector<HTMLElement>(`[data-test="${testId}"]`);
    expect(found).toBeTruthy();
    return found as HTMLElement;
  }, WAIT);
}

/** Types `text` into the search box labelled `label` and presses Enter. */
export async function searchFor(label: string, text: string): Promise<void> {
  const search = await screen.findByLabelText(label, {}, WAIT);
  fireEvent.change(search, { target: { value: text } });
  fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
}

/** Opens the filter select labelled `label` and picks the option titled `option`. */
export async function pickFilter(label: string, option: string): Promise<void> {
  fireEvent.mouseDown(screen.getByLabelText(label));
  fireEvent.click(await screen.findByTitle(option, {}, WAIT));
}
