// `npm run dev`: the server restarting on its own changes (tsx watch), with Vite's dev server
// inside it (server/plugins/viteDevApp.ts), so the app hot-reloads on the same port as the API.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const server = spawn(
  process.execPath,
  [
    path.join(root, 'node_modules/tsx/dist/cli.mjs'),
    'watch',
    '--clear-screen=false',
    // The app's files reach the browser through Vite's hot reload, not a server restart.
    '--exclude',
    path.join(root, 'app/**'),
    path.join(root, 'server/main.ts'),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      TESSERA_VITE_DEV: '1',
      // The path aliases of tsconfig.json, for the server, its workers and threads alike.
      TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json'),
    },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
