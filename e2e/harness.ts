import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';

export const ADMIN_PASSWORD = 'e2e-admin-password';
const CHROMIUM = process.env.TESSERA_CHROMIUM || '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A real Tessera process on its own port and home folder, as `npm start` runs it. */
export interface RunningServer {
  baseUrl: string;
  home: string;
  port: number;
  output: () => string;
  /** Stops the process; its home folder goes too unless `keepHome` (to start again on it). */
  stop: (keepHome?: boolean) => Promise<void>;
}

/** Where to start: an existing home folder and port (a restart), else fresh ones. */
export interface StartOptions {
  home?: string;
  port?: number;
}

/** Starts the server (the web app must be built) and waits for /health. */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const root = path.resolve(import.meta.dirname, '..');
  const home = options.home ?? fs.mkdtempSync(path.join(os.tmpdir(), 'tessera-e2e-'));
  const port = options.port ?? (await freePort());
  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      TESSERA_HOME: home,
      TESSERA_PORT: String(port),
      TESSERA_ADMIN_PASSWORD: ADMIN_PASSWORD,
      TESSERA_LOAD_EXAMPLES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    home,
    port,
    output: () => output,
    stop: async (keepHome = false) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      if (!keepHome) fs.rmSync(home, { recursive: true, force: true });
    },
  };
}

/** Debian's Chromium, headless, with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Fills the sign-in form and submits it. */
export async function signIn(
  page: Page,
  baseUrl: string,
  username: string,
  password: string,
): Promise<void> {
  if (!page.url().includes('/login')) await page.goto(`${baseUrl}/login/`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
