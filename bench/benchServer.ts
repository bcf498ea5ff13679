// The server under benchmark, in its own process, reporting its event-loop delay over IPC.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { buildApp } from '../server/app';
import { bootstrap } from '../server/bootstrap';
import { loadConfig } from '../server/config';
import { closeContext } from '../server/context';

// Sampling every millisecond wakes this process a thousand times a second, which takes CPU
// from the query it serves: the monitor runs only while G11 measures (loop-reset → report).
const loop = monitorEventLoopDelay({ resolution: 1 });

const config = loadConfig();
const { ctx } = await bootstrap(config, (line) => console.log(`[server] ${line}`));
const app = await buildApp(ctx);
// G5's baseline: a route that answers the cached chart answer's bytes with no work at all.
let bare = Buffer.alloc(0);
app.post('/bench/bare', (_request, reply) => reply.type('application/json').send(bare));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({
  type: 'listening',
  port: typeof address === 'object' && address ? address.port : 0,
  home: config.home,
  workers: config.queryWorkers,
});

process.on('message', (message: { type: string; bytes?: string }) => {
  if (message.type === 'bare-set') {
    bare = Buffer.from(message.bytes ?? '');
    process.send?.({ type: 'bare-ready' });
  }
  if (message.type === 'rss') process.send?.({ type: 'rss', rss: process.memoryUsage().rss });
  if (message.type === 'loop-reset') {
    loop.reset();
    loop.enable();
  }
  if (message.type === 'loop-report') {
    loop.disable();
    process.send?.({
      type: 'loop',
      p50: loop.percentile(50) / 1e6,
      p99: loop.percentile(99) / 1e6,
      max: loop.max / 1e6,
    });
  }
  if (message.type === 'stop') {
    void app
      .close()
      .then(() => closeContext(ctx))
      .then(() => process.exit(0));
  }
});
