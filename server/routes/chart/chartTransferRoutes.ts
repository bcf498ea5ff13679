import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/context';
import { BadRequestError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { exportCharts } from '@server/services/exportCharts';
import { importCharts } from '@server/services/importCharts';
import { booleanParam, parseBulkIds } from '../queryParams';

const MAX_BUNDLE_BYTES = 16 * 1024 * 1024;
const passwordsField = z.record(z.string(), z.string());

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
 * GET /api/v1/chart/export/?q=!(ids) and POST /api/v1/chart/import/: Superset's ZIP bundles.
 * A bundle carries its datasets and databases (hosts and users), so exporting needs can_write
 * on Dataset as the dataset export does, besides can_read on Chart.
 */
export async function chartTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/v1/chart/export/', async (request, reply) => {
    const principal = requirePrincipal(request);
    assertCan(principal, 'can_read', 'Chart');
    assertCan(principal, 'can_write', 'Dataset');
    const { fileName, bytes } = await exportCharts(ctx, principal, parseBulkIds(request.query));
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
    scope.post('/api/v1/chart/import/', async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_write', 'Chart');
      if (!request.isMultipart())
        throw new BadRequestError('Send the bundle as multipart/form-data in the field formData');
      let zip: Buffer | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') zip = await part.toBuffer();
        else fields[part.fieldname] = String(part.value);
      }
      if (!zip) throw new BadRequestError('Attach the exported ZIP file in the field formData');
      await importCharts(ctx, principal, zip, {
        passwords: passwordsOf(fields.passwords),
        overwrite: booleanParam(fields.overwrite),
      });
      return { message: 'OK' };
    });
  });
}
