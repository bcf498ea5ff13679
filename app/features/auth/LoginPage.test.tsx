// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubMatchMedia } from '@app/api/testing/stubBrowser';
import { createStore } from '@app/store/store';
import { LoginPage } from './LoginPage';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderAt(url: string) {
  return render(
    <Provider store={createStore()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/login/" element={<LoginPage />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('LoginPage', () => {
  beforeAll(() => {
    // antd reads matchMedia, which jsdom lacks.
    stubMatchMedia();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the server’s message when the password is wrong', async () => {
    stubMatchMedia();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Invalid login. Please try again.' }), {
          status: 401,
        }),
      ),
    );
    renderAt('/login/');
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid login. Please try again.')).toBeTruthy();
  });

  it('goes to a same-origin next after sign-in, and home instead of anywhere else', async () => {
    stubMatchMedia();
    vi.stubGlobal('fetch', () =>
      Promise.resolve(
        new Response(JSON.stringify({ result: { username: 'admin' } }), { status: 200 }),
      ),
    );
    const first = renderAt('/login/?next=%2Fsqllab%2F');
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('at /sqllab/')).toBeTruthy();
    first.unmount();

    renderAt('/login/?next=%2F%2Fevil.example%2F');
    await userEvent.type(screen.getByLabelText('Username'), 'admin');
    await userEvent.type(screen.getByLabelText('Password'), 'pw');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('at /')).toBeTruthy();
  });
});
