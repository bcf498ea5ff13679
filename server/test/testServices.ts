import fs from 'node:fs';
import net from 'node:net';

/** The outside services some integration tests need. */
export type TestService = 'postgres' | 'mysql' | 'redis';

/** Where each service is expected; the environment variables point tests elsewhere. */
export const TEST_SERVICE_URLS: Record<TestService, string> = {
  postgres: process.env.TESSERA_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  mysql: process.env.TESSERA_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306/test',
  redis: process.env.TESSERA_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15',
};

const SERVICE_NAMES: Record<TestService, string> = {
  postgres: 'PostgreSQL',
  mysql: 'MariaDB/MySQL',
  redis: 'Redis',
};

const DEFAULT_PORTS: Record<TestService, number> = { postgres: 5432, mysql: 3306, redis: 6379 };

/** Set by scripts/test.mjs: a file collecting one line per skipped suite, printed at the end. */
const SKIP_FILE = process.env.TESSERA_TEST_SKIP_FILE;

const answers = new Map<TestService, Promise<boolean>>();

function portAnswers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    const finish = (answered: boolean) => {
      socket.destroy();
      resolve(answered);
    };
    socket.once('connect', () => finish(true));
    socket.once('error', () => finish(false));
    socket.once('timeout', () => finish(false));
  });
}

/** host:port of a service, as people read it in a skip message. */
export function serviceAddress(service: TestService): string {
  const url = new URL(TEST_SERVICE_URLS[service]);
  return `${url.hostname}:${url.port || DEFAULT_PORTS[service]}`;
}

function serviceAnswers(service: TestService): Promise<boolean> {
  let answer = answers.get(service);
  if (!answer) {
    const url = new URL(TEST_SERVICE_URLS[service]);
    answer = portAnswers(url.hostname, Number(url.port || DEFAULT_PORTS[service]));
    answers.set(service, answer);
  }
  return answer;
}

/** The test file that asked, read from the call stack, so skip lines name it without help. */
function callingTestFile(): string {
  const line = new Error().stack?.split('\n').find((frame) => /\.test\.tsx?/.test(frame));
  const match = line?.match(/((?:server|app|common|e2e)\/[^\s:()]+\.test\.tsx?)/);
  return match?.[1] ?? 'a test file';
}

/**
 * Whether the tests of `suite` can use `service`. Without it they are skipped, with a line saying
 * so; with CI=true a missing service is an error, since CI must run every suite.
 */
export async function serviceAvailable(service: TestService, suite: string): Promise<boolean> {
  if (await serviceAnswers(service)) return true;
  const reason = `${SERVICE_NAMES[service]} does not answer at ${serviceAddress(service)}`;
  suite = `${callingTestFile()}: ${suite}`;
  if (process.env.CI === 'true')
    throw new Error(`CI=true needs ${SERVICE_NAMES[service]} for "${suite}": ${reason}`);
  console.warn(`skipped "${suite}": ${reason}`);
  if (SKIP_FILE) fs.appendFileSync(SKIP_FILE, `${SERVICE_NAMES[service]}\t${reason}\t${suite}\n`);
  return false;
}
