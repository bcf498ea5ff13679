import { render } from '@testing-library/react';
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
