import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '@server/context';
import { BadRequestError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { exportDatabases } from '@server/services/exportDatabases';
import { importDatabases } from '@server/services/importDatabases';
import { booleanParam, parseBulkIds } from '../queryParams';

const MAX_BUNDLE_BYTES = 16 * 1024 * 1024;
const passwordsField = z.record(z.string(), z.string());

/**
 * GET /api/v1/database/export/?q=!(ids) and POST /api/v1/database/import/: Superset's ZIP
 * bundles, admins only (an export names hosts and users; an import registers databases).
 */
export async function databaseTransferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get('/api/v1/database/export/', async (request, reply) => {
    assertCan(requirePrincipal(request), 'can_write', 'Database');
    const { fileName, bytes } = await exportDatabases(ctx, parseBulkIds(request.query));
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
    scope.post('/api/v1/database/import/', async (request) => {
      const principal = requirePrincipal(request);
      assertCan(principal, 'can_write', 'Database');
      if (!request.isMultipart())
        throw new BadRequestError('Send the bundle as multipart/form-data in the field formData');
      let zip: Buffer | undefined;
      const fields: Record<string, string> = {};
      for await (const part of request.parts()) {
        if (part.type === 'file') zip = await part.toBuffer();
        else fields[part.fieldname] = String(part.value);
      }
      if (!zip) throw new BadRequestError('Attach the exported ZIP file in the field formData');
      let passwords: Record<string, string> = {};
      if (fields.passwords) {
        let parsed: unknown;
        try {
          parsed = JSON.parse(fields.passwords);
        } catch {
          parsed = undefined;
        }
        const checked = passwordsField.safeParse(parsed);
        if (!checked.success)
          throw new BadRequestError('passwords must be a JSON object of file name → password');
        passwords = checked.data;
      }
      const imported = await importDatabases(ctx, principal.user.id, zip, {
        passwords,
        overwrite: booleanParam(fields.overwrite),
      });
      return { message: 'OK', imported };
    });
  });
}
