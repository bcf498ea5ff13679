import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REQUESTED_QUERY_ELEMENT_ID } from '@common/constants/sqlLab';
import type { AppContext } from '@server/context';
import { BadRequestError, ForbiddenError } from '@server/errors';
import { CSRF_MESSAGE, csrfMatches } from '@server/plugins/auth';
import { safeNextPath } from '@server/plugins/staticApp';

const MAX_SQL_CHARS = 1_000_000;

// Superset posts `form_data` as JSON; plain fields work too, for hand-written forms.
const requestedFields = z.object({
  datasourceKey: z
    .string()
    .regex(/^\d+__[a-z_]+$/, 'The datasource key must look like "12__table"')
    .optional(),
  sql: z.string().max(MAX_SQL_CHARS).optional(),
  dbId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
  catalog: z.string().max(256).optional(),
  schema: z.string().max(256).optional(),
  name: z.string().max(256).optional(),
});

const formBody = requestedFields.extend({
  form_data: z
    .string()
    .max(MAX_SQL_CHARS + 10_000)
    .optional(),
  csrf_token: z.string().max(200).optional(),
});

type RequestedFields = z.infer<typeof requestedFields>;

// Other names pages post the same fields under (Superset's Explore and older forms).
const ALIASES: Record<string, keyof RequestedFields> = {
  database_id: 'dbId',
  db_id: 'dbId',
  dbid: 'dbId',
  title: 'name',
  label: 'name',
};

/** The fields under their canonical names; a canonical field wins over its aliases. */
function canonical(fields: unknown): unknown {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return fields;
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const target = ALIASES[name];
    if (target === undefined) out[name] = value;
    else if (!(target in fields) && out[target] === undefined) out[target] = value;
  }
  return out;
}

/** A form's text fields (multipart or urlencoded, as `FormData` gives them); files are ignored. */
async function formFields(body: Buffer, contentType: string): Promise<Record<string, string>> {
  const bytes = new Uint8Array(body);
  const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  const fields: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string') fields[name] = value;
  return fields;
}

/** The query asked for, from `form_data` when present, else from the plain fields. */
function requestedQuery(body: z.infer<typeof formBody>): RequestedFields {
  let fields: unknown = body;
  if (body.form_data !== undefined) {
    try {
      fields = JSON.parse(body.form_data);
    } catch {
      throw new BadRequestError('form_data is not valid JSON');
    }
  }
  const parsed = requestedFields.safeParse(
    body.form_data === undefined ? fields : canonical(fields),
  );
  if (!parsed.success)
    throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid request');
  if (parsed.data.sql === undefined && parsed.data.datasourceKey === undefined)
    throw new BadRequestError('Send the SQL or a datasource key to open in SQL Lab');
  return parsed.data;
}

/** JSON that can sit inside a <script> element: nothing in it can close the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * POST /sqllab/ (Superset's form post): opens SQL Lab with a posted query. The page is the app
 * with the query in a data block (never run; the user runs it), so SQL of any length arrives
 * whole, which a redirect through the address could not promise.
 */
export async function sqllabFormRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (scope) => {
    // Form bodies are accepted here only: every other route takes JSON.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    // A form with enctype="multipart/form-data" (or a page posting `FormData` with fetch).
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer' },
      async (request: FastifyRequest, body: string | Buffer) => {
        try {
          const bytes = typeof body === 'string' ? Buffer.from(body) : body;
          return await formFields(bytes, String(request.headers['content-type']));
        } catch {
          throw new BadRequestError('The form could not be read');
        }
      },
    );
    const openPosted = async (request: FastifyRequest, reply: FastifyReply) => {
      const parsed = formBody.safeParse(canonical(request.body ?? {}));
      if (!parsed.success)
        throw new BadRequestError(parsed.error.issues[0]?.message ?? 'Invalid request');
      const requested = requestedQuery(parsed.data);
      const principal = request.principal;
      if (!principal) {
        const search = new URLSearchParams(
          Object.entries(requested).map(([name, value]) => [name, String(value)]),
        );
        const next = safeNextPath(`/sqllab/?${search.toString()}`);
        return reply.redirect(`/login/?next=${encodeURIComponent(next)}`, 303);
      }
      if (principal.session && !csrfMatches(principal.session.csrf_token, parsed.data.csrf_token))
        throw new ForbiddenError(CSRF_MESSAGE);
      const staticDir = ctx.config.staticDir;
      const index = staticDir ? path.join(staticDir, 'index.html') : undefined;
      if (!index || !fs.existsSync(index)) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build` (npm start does this).');
      }
      const html = await fs.promises.readFile(index, 'utf8');
      const block = `<script type="application/json" id="${REQUESTED_QUERY_ELEMENT_ID}">${scriptSafeJson({ requestedQuery: requested })}</script>`;
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html.replace('</head>', `${block}</head>`));
    };
    // Public so that a signed-out user is sent to sign in rather than answered 401; the CSRF
    // token comes in the form, as forms cannot send headers. The limit is the route's, so a
    // 413 can state it (the error handler reads the route's). Without the slash too: a
    // hand-written form's action often leaves it out.
    const options = { config: { public: true }, bodyLimit: 2 * MAX_SQL_CHARS };
    scope.post('/sqllab/', options, openPosted);
    scope.post('/sqllab', options, openPosted);
  });
}
