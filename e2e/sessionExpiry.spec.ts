import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningServer } from './harness';
import { type SignedInSession, startSignedIn, WITH_EXAMPLES } from './session';
import { sqlLab } from './sqlLabPage';

const TIMED_OUT = 'Your session timed out, please refresh your page and try again.';

describe('a session that ends while SQL Lab is open', () => {
  let session: SignedInSession;
  let page: Page;
  let server: RunningServer;

  beforeAll(async () => {
    session = await startSignedIn({ env: WITH_EXAMPLES });
    ({ page, server } = session);
  });
  afterAll(() => session?.close());

  /** Signs the session out from elsewhere (another tab or device), as the server sees it. */
  async function signOutElsewhere() {
    const cookies = await page.context().cookies(server.baseUrl);
    const cookie = cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const token = await fetch(`${server.baseUrl}/api/v1/security/csrf_token/`, {
      headers: { cookie },
    });
    const { result } = (await token.json()) as { result: string };
    const logout = await fetch(`${server.baseUrl}/logout/`, {
      method: 'POST',
      headers: { cookie, 'x-csrftoken': result, 'content-type': 'application/json' },
      body: '{}',
      redirect: 'manual',
    });
    expect(logout.status).toBeLessThan(400);
    const after = await fetch(`${server.baseUrl}/api/v1/me/`, { headers: { cookie } });
    expect(after.status).toBe(401);
  }

  it('says so when a query runs, then opens the sign-in page that leads back', async () => {
    const lab = sqlLab(page);
    await lab.open();
    await lab.editorReady();
    await signOutElsewhere();

    await lab.run('select 1');

    await page.locator('.tessera-toasts').getByText(TIMED_OUT).waitFor();
    // The run's own error says the same, and no other toast (a failed tab sync) adds noise.
    await lab.results().getByText(TIMED_OUT).waitFor();
    expect(await page.locator('.tessera-toast').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/sqllab/');
    await page.waitForURL((url) => url.pathname === '/login/');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/sqllab/');
    await page.getByLabel('Username').waitFor();
  });
});
