import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ADMIN_PASSWORD, launchBrowser, type RunningServer, signIn, startServer } from './harness';

/** What a journey starts from: a server, a browser and the admin's page on Home. */
export interface SignedInSession {
  /** The running server; `restartServer` replaces it. */
  readonly server: RunningServer;
  browser: Browser;
  /** The first page's own browser context (a fresh profile). */
  context: BrowserContext;
  page: Page;
  /** A page signed in as the user (admin by default) in a fresh context of its own. */
  signedInPage: (username?: string, password?: string) => Promise<Page>;
  /** Stops the server and starts it again on the same home folder and port. */
  restartServer: () => Promise<void>;
  /** Closes the browser and stops the server. */
  close: () => Promise<void>;
}

/** How to start: the server's environment and the pages' viewport. */
export interface SessionOptions {
  env?: Record<string, string>;
  viewport?: { width: number; height: number };
}

/** Starts a server and a browser and signs the admin in, waiting for Home. */
export async function startSignedIn(options: SessionOptions = {}): Promise<SignedInSession> {
  const { env = {}, viewport = { width: 1400, height: 900 } } = options;
  let server = await startServer(env);
  let browser: Browser | undefined;
  const signedInPage = async (username = 'admin', password = ADMIN_PASSWORD) => {
    if (!browser) throw new Error('no browser');
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, server.baseUrl, username, password);
    await page.waitForURL((url) => url.pathname === '/');
    return page;
  };
  const close = async () => {
    await browser?.close();
    await server.stop();
  };
  let page: Page;
  try {
    browser = await launchBrowser();
    page = await signedInPage();
  } catch (error) {
    // A half-started session would leave a server process behind.
    await close();
    throw error;
  }
  return {
    get server() {
      return server;
    },
    browser,
    context: page.context(),
    page,
    signedInPage,
    restartServer: async () => {
      const { home, port } = server;
      await server.stop(true);
      server = await startServer(env, { home, port });
    },
    close,
  };
}

/** The server's environment with the example data loaded. */
export const WITH_EXAMPLES = { TESSERA_LOAD_EXAMPLES: 'true' };
