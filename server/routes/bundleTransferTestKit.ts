import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { expect } from 'vitest';
import { encodeRison } from '@common/api/rison';
import type { TestApp } from '@server/test/testApp';

/** A resource whose bundles bundleTransferRoutes serves. */
type BundleResource = 'chart' | 'dashboard';

/** A bundle's files by path without the top folder, as text. */
export function bundleContents(zip: Buffer | Uint8Array): Record<string, string> {
  return Object.fromEntries(
    Object.entries(unzipSync(zip)).map(([name, bytes]) => [
      name.split('/').slice(1).join('/'),
      strFromU8(bytes),
    ]),
  );
}

/** A bundle of the given files under the resource's top folder (`chart_export/…`). */
export function bundleOf(resource: BundleResource, files: Record<string, string>): Buffer {
  return Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([path, text]) => [`${resource}_export/${path}`, strToU8(text)]),
      ),
    ),
  );
}

/**
 * GET /api/v1/<resource>/export/ (checked to answer a dated ZIP attachment) and
 * POST /api/v1/<resource>/import/ as a multipart upload; `headers` by default from `caller`,
 * read at call time since the tests sign in after the app starts.
 */
export function bundleTransferCalls(
  t: TestApp,
  resource: BundleResource,
  caller: () => Record<string, string>,
) {
  const exportOf = async (ids: number[], headers = caller()) => {
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${resource}/export/?q=${encodeURIComponent(encodeRison(ids))}`,
      headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/zip');
    expect(answer.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${resource}_export_\\d{8}T\\d{6}\\.zip"$`),
    );
    return answer.rawPayload;
  };
  const importBundle = (zip: Buffer, overwrite: boolean, headers = caller()) => {
    const boundary = `tessera-${resource}-boundary`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="formData"; filename="bundle.zip"\r\nContent-Type: application/zip\r\n\r\n`,
      ),
      zip,
      Buffer.from(
        `\r\n--${boundary}\r\nContent-Disposition: form-data; name="overwrite"\r\n\r\n${overwrite}\r\n--${boundary}--\r\n`,
      ),
    ]);
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/${resource}/import/`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };
  return { exportOf, importBundle };
}
