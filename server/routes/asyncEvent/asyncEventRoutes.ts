import websocket, { type WebSocket } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ASYNC_EVENT_ID,
  ASYNC_EVENTS_PATH,
  ASYNC_EVENTS_SOCKET_PATH,
  type AsyncEvent,
  type AsyncEventsResponse,
} from '@common/api/asyncEvents';
import type { AppContext } from '@server/context';
import { FieldValidationError } from '@server/errors';
import { requirePrincipal } from '@server/plugins/auth';
import { assertSameOrigin, SocketHeartbeat } from '../socketSupport';
import { zodRouter } from '../types';

/** `?last_id=`: the last event the caller has; empty or absent reads from the oldest kept. */
const eventsQuery = z.object({
  last_id: z
    .string()
    .regex(ASYNC_EVENT_ID, 'Not an event id such as 1607477697866-0')
    .or(z.literal(''))
    .optional(),
});

/** The socket's last_id, or a 400 before the upgrade. */
function socketLastId(query: unknown): string | null {
  const parsed = eventsQuery.safeParse(query);
  if (!parsed.success) throw FieldValidationError.fromZod(parsed.error);
  return parsed.data.last_id || null;
}

/**
 * GET /api/v1/async_event/?last_id= reads the caller's job events (up to 100 after last_id);
 * the websocket at /api/v1/async_event/ws pushes them as they happen, each message one event,
 * after replaying those after its own `?last_id=`. Either way only the caller's channel.
 */
export async function asyncEventRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  ctx.asyncJobs.log = (error, message) => app.log.error({ err: error }, message);

  zodRouter(app).get(
    ASYNC_EVENTS_PATH,
    { schema: { querystring: eventsQuery } },
    async (request): Promise<AsyncEventsResponse> => {
      const principal = requirePrincipal(request);
      return { result: await ctx.asyncJobs.read(principal, request.query.last_id || null) };
    },
  );

  // One registration serves every socket route; SQL Lab's routes may have made it already.
  if (!app.hasDecorator('websocketServer'))
    await app.register(websocket, { options: { maxPayload: 4096 } });
  const heartbeat = new SocketHeartbeat();
  const deliveriesByChannel = new Map<string, Set<(event: AsyncEvent) => void>>();
  let subscription: Promise<() => void> | undefined;

  // Listens to the events once the first socket connects: with none, nothing is heard.
  const subscribed = (): Promise<() => void> => {
    subscription ??= ctx.asyncJobs
      .subscribe((event) => {
        for (const deliver of deliveriesByChannel.get(event.channel_id) ?? []) deliver(event);
      })
      .catch((error: unknown) => {
        subscription = undefined;
        throw error;
      });
    return subscription;
  };
  app.addHook('onClose', async () => {
    heartbeat.stop();
    const stop = await subscription?.catch(() => undefined);
    stop?.();
  });

  async function follow(socket: WebSocket, channel: string, lastId: string | null) {
    const send = (event: AsyncEvent) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(event));
    };
    // Live events wait while the replay is read, then go out after it. With Redis an event is
    // added, then announced: it can be both replayed and heard afterwards, so replayed ids are
    // never sent again (at most a channel's worth of ids).
    let held: AsyncEvent[] | undefined = [];
    let replayedIds = new Set<string>();
    const deliver = (event: AsyncEvent) => {
      if (held) held.push(event);
      else if (!replayedIds.has(event.id)) send(event);
    };
    const deliveries = deliveriesByChannel.get(channel) ?? new Set();
    deliveriesByChannel.set(channel, deliveries);
    deliveries.add(deliver);
    socket.on('close', () => {
      deliveries.delete(deliver);
      if (deliveries.size === 0 && deliveriesByChannel.get(channel) === deliveries)
        deliveriesByChannel.delete(channel);
    });
    await subscribed();
    const replayed = lastId === null ? [] : await ctx.asyncJobs.readAll(channel, lastId);
    replayedIds = new Set(replayed.map((event) => event.id));
    replayed.forEach(send);
    const live = held;
    held = undefined;
    live.forEach(deliver);
  }

  app.get(
    ASYNC_EVENTS_SOCKET_PATH,
    {
      websocket: true,
      // Refusals happen before the upgrade, so the client sees a plain 400/401/403.
      preValidation: async (request) => {
        requirePrincipal(request);
        assertSameOrigin(request);
        socketLastId(request.query);
      },
    },
    (socket, request) => {
      heartbeat.track(socket);
      const channel = ctx.asyncJobs.channelFor(requirePrincipal(request));
      follow(socket, channel, socketLastId(request.query)).catch((error: unknown) => {
        // The events store is away (Redis): the client reconnects, then polls.
        app.log.warn({ err: error }, 'async event socket failed');
        socket.close(1011, 'Events unavailable');
      });
    },
  );
}
