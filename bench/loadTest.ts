// A closed-loop load generator: `concurrency` clients, each sending its next request as soon as
// the previous answer ends, over keep-alive sockets (what autocannon does, without a dependency).
import http from 'node:http';

export interface LoadRequest {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  perSecond: number;
  /** Latency of every answered request, ms. */
  latencies: number[];
  errors: number;
}

/** Runs `concurrency` clients against one request for `durationMs` and reports throughput. */
export async function loadTest(
  request: LoadRequest,
  concurrency: number,
  durationMs: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let errors = 0;
  const endAt = performance.now() + durationMs;
  const once = () =>
    new Promise<void>((resolve) => {
      const start = performance.now();
      const req = http.request(
        request.url,
        { method: request.method, agent, headers: request.headers },
        (response) => {
          response.on('data', () => undefined);
          response.on('end', () => {
            if ((response.statusCode ?? 500) >= 400) errors += 1;
            else latencies.push(performance.now() - start);
            resolve();
          });
        },
      );
      req.on('error', () => {
        errors += 1;
        resolve();
      });
      req.end(request.body);
    });
  const client = async () => {
    while (performance.now() < endAt) await once();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, client));
  const elapsed = performance.now() - started;
  agent.destroy();
  return {
    requests: latencies.length,
    perSecond: (latencies.length / elapsed) * 1000,
    latencies,
    errors,
  };
}
