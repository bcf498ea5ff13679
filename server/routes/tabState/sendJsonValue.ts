import type { FastifyReply } from 'fastify';

/** Superset's classic views answer a bare JSON value (an id, or "OK"). */
export function sendJsonValue(reply: FastifyReply, value: number | string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}
