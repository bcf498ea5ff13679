import type { WebSocket } from '@fastify/websocket';
import type { FastifyRequest } from 'fastify';
import { ForbiddenError } from '@server/errors';

function sameHost(origin: string, host: string): boolean {
  try {
    const from = new URL(origin);
    // Parsed with the origin's scheme, so a default port (":80") compares equal to none.
    return from.host === new URL(`${from.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/** Browsers send cookies on cross-site websocket handshakes too: only our own pages may connect. */
export function assertSameOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.host))
    throw new ForbiddenError('Cross-origin websocket connections are refused');
}

/**
 * Dead connections (a closed laptop) never say goodbye: pings every tracked socket each
 * interval and ends those that did not answer the previous ping.
 */
export class SocketHeartbeat {
  private readonly sockets = new Set<WebSocket>();
  private readonly alive = new WeakSet<WebSocket>();
  private readonly timer: NodeJS.Timeout;

  constructor(intervalMs = 30_000) {
    this.timer = setInterval(() => this.beat(), intervalMs);
    this.timer.unref();
  }

  /** Follows a socket until it closes. */
  track(socket: WebSocket): void {
    this.sockets.add(socket);
    this.alive.add(socket);
    socket.on('pong', () => this.alive.add(socket));
    socket.on('close', () => this.sockets.delete(socket));
  }

  /** Stops pinging and closes every socket still open. */
  stop(): void {
    clearInterval(this.timer);
    for (const socket of this.sockets) socket.close();
    this.sockets.clear();
  }

  private beat(): void {
    for (const socket of this.sockets) {
      if (!this.alive.has(socket)) socket.terminate();
      else {
        this.alive.delete(socket);
        socket.ping();
      }
    }
  }
}
