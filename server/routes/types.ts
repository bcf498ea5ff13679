import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The Fastify instance routes register on, typed by zod schemas. */
export type ZodRouter = ReturnType<typeof zodRouter>;

/** The app with the zod type provider, so schemas type request bodies and queries. */
export function zodRouter(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** `/{id}` path parameter; ids are 32-bit in the PostgreSQL store, so larger ones are a 400. */
export const idParams = z.strictObject({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});
