// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetCsrfToken } from './client';
import { createPermalink } from './permalinks';

const FIELDS = {
  name: 'Tab',
  dbId: 1,
  catalog: null,
  schema: null,
  autorun: false,
  sql: 'select 1',
  templateParams: null,
};

function answer(url: string) {
  vi.stubGlobal('fetch', (path: string) =>
    Promise.resolve(
      new Response(
        JSON.stringify(path.includes('csrf_token') ? { result: 't' } : { key: 'k', url }),
        { status: path.includes('csrf_token') ? 200 : 201 },
      ),
    ),
  );
}

describe('createPermalink', () => {
  afterEach(() => (vi.unstubAllGlobals(), resetCsrfToken()));

  it('makes a relative url absolute on the page the user is on', async () => {
    answer('/sqllab/p/k');
    const { url } = await createPermalink(FIELDS);
    expect(url).toBe(`${window.location.origin}/sqllab/p/k`);
  });

  it('keeps the absolute url of a configured public URL', async () => {
    answer('https://bi.example.com/sqllab/p/k');
    expect((await createPermalink(FIELDS)).url).toBe('https://bi.example.com/sqllab/p/k');
  });
});
