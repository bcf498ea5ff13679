import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BadRequestError } from '@server/errors';
import { type Principal, requirePrincipal } from '@server/plugins/auth';
import { booleanParam, parseBulkIds } from './queryParams';

const MAX_BUNDLE_BYTES = 16 * 1024 * 1024;
const passwordsField = z.record(z.string(), z.string());

/** What an import reads from its form besides the ZIP. */
export interface BundleImportOptions {
  passwords: Record<string, string>;
  overwrite: boolean;
}

/** One resource's ZIP bundles: who may move them and the services that write and read them. */
export interface BundleTransfer {
  /** `chart`, `dataset`, `database`: the routes are /api/v1/<resource>/export/ and /import/. */
  resource: string;
  /** Throws unless the caller may export (see each resource for why). */
  assertCanExport(principal: Principal): void;
  assertCanImport(principal: Principal): void;
  exportBundle(
    principal: Principal,
    ids: number[],
  ): Promise<{ fileName: string; bytes: Uint8Array }>;
  /** Imports a bundle; what it answers goes beside `message` (say, `imported`). */
  importBundle(
    principal: Principal,
    zip: Buffer,
    options: BundleImportOptions,
  ): Promise<Record<string, unknown> | void>;
}

/** The `passwords` form field: a JSON object of bundle file name → password. */
function passwordsOf(text: string | undefined): Record<string, string> {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const checked = passwordsField.safeParse(parsed);
  if (!checked.success)
    throw new BadRequestError('passwords must be a JSON object of file name → password');
  return checked.data;
}

/**
 * GET /api/v1/<resource>/export/?q=!(ids) and POST /api/v1/<resource>/import/ (multipart: the
 * ZIP in `formData`, `passwords`, `overwrite`): Superset's bundles, the same for every resource.
 */
export async function bundleTransferRoutes(
  app: FastifyInstance,
  transfer: BundleTransfer,
): Promise<void> {
  app.get(`/api/v1/${transfer.resource}/export/`, async (request, reply) => {
    const principal = requirePrincipal(request);
    transfer.assertCanExport(principal);
    const { fileName, bytes } = await transfer.exportBundle(principal, parseBulkIds(request.query));
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  });

  await app.register(async (scope) => {
    // Multipart bodies are accepted here only: every other route takes JSON.
    await scope.register(multipart, {
      limits: { fileSize: MAX_BUNDLE_BYTES, files: 1, fields: 10, fieldSize: 1024 * 1024 },
    });
    scope.post(`/api/v1/${transfer.resource}/import/`, async (request) => {
      const principal = requirePrincipal(request);
      transfer.assertCanImport(principal);
      if (!request.isMultipart())
        throw new BadRequestError('Send the bundle as multipart/form-data in the field formData');
      let zip: Buffer | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') zip = await part.toBuffer();
        else fields[part.fieldname] = String(part.value);
      }
      if (!zip) throw new BadRequestError('Attach the exported ZIP file in the field formData');
      const answer = await transfer.importBundle(principal, zip, {
        passwords: passwordsOf(fields.passwords),
        overwrite: booleanParam(fields.overwrite),
      });
      return { message: 'OK', ...answer };
    });
  });
}
