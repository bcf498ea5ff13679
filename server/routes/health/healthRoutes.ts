import type { FastifyInstance } from 'fastify';

/** GET /health: 200 OK while the process serves requests. */
export function healthRoutes(app: FastifyInstance): void {
  app.get('/health', { config: { public: true } }, async (_request, reply) =>
    reply.type('text/plain').send('OK'),
  );
}
