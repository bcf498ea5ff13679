import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { type QuerySocketMessage, SQLLAB_SOCKET_PATH } from '@common/api/sqllabTools';
import type { AppContext } from '@server/context';
import { requirePrincipal } from '@server/plugins/auth';
import { assertCan } from '@server/policies/securityPolicy';
import { queryEventsFor } from '@server/queries/queryEvents';
import { queryRecord } from '@server/queries/queryRecord';
import { assertSameOrigin } from '../socketSupport';

const HEARTBEAT_MS = 30_000;

/** GET /api/v1/sqllab/ws: pushes `{type:'query', query}` when one of the caller's queries changes. */
export async function sqllabSocketRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // The client only listens; a large message from it is a mistake or an attack.
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const socketsByUser = new Map<number, Set<WebSocket>>();
  const alive = new WeakSet<WebSocket>();

  async function push(id: number): Promise<void> {
    const row = await ctx.queries.findById(id);
    const sockets = row?.user_id == null ? undefined : socketsByUser.get(row.user_id);
    // Chart runs are recorded too, but SQL Lab's pages follow only their own.
    if (!row || !sockets?.size || row.origin !== 'sqllab') return;
    const database = await ctx.databases.findById(row.database_id);
    const message: QuerySocketMessage = {
      type: 'query',
      query: queryRecord(row, database?.database_name ?? ''),
    };
    const text = JSON.stringify(message);
    for (const socket of sockets) if (socket.readyState === socket.OPEN) socket.send(text);
  }

  const stopListening = queryEventsFor(ctx.db).onChanged((id) => {
    // Only read the record when someone is connected: runs without sockets cost nothing.
    if (socketsByUser.size === 0) return;
    push(id).catch((error: unknown) => app.log.warn({ err: error }, 'query push failed'));
  });
  // Dead connections (a closed laptop) never say goodbye: ping, and drop those that stay silent.
  const heartbeat = setInterval(() => {
    for (const sockets of socketsByUser.values())
      for (const socket of sockets) {
        if (!alive.has(socket)) socket.terminate();
        else {
          alive.delete(socket);
          socket.ping();
        }
      }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  app.addHook('onClose', async () => {
    stopListening();
    clearInterval(heartbeat);
    for (const sockets of socketsByUser.values()) for (const socket of sockets) socket.close();
  });

  app.get(
    SQLLAB_SOCKET_PATH,
    {
      websocket: true,
      // Refusals happen before the upgrade, so the client sees a plain 401/403.
      preValidation: async (request) => {
        assertCan(requirePrincipal(request), 'can_read', 'Query');
        assertSameOrigin(request);
      },
    },
    (socket, request) => {
      const userId = requirePrincipal(request).user.id;
      const sockets = socketsByUser.get(userId) ?? new Set<WebSocket>();
      socketsByUser.set(userId, sockets);
      sockets.add(socket);
      alive.add(socket);
      socket.on('pong', () => alive.add(socket));
      socket.on('close', () => {
        sockets.delete(socket);
        if (sockets.size === 0 && socketsByUser.get(userId) === sockets)
          socketsByUser.delete(userId);
      });
      socket.send(JSON.stringify({ type: 'hello' }));
    },
  );
}
