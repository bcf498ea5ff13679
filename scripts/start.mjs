// `npm start`: builds the web app when its sources changed, then runs the server.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtIndex = path.join(root, 'dist/app/index.html');

/** Newest modification time below a folder (or of a file). */
function newest(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target))
    latest = Math.max(latest, newest(path.join(target, entry)));
  return latest;
}

const sources = ['app', 'common', 'vite.config.ts', 'package-lock.json'].map((p) =>
  path.join(root, p),
);
const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the web app…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'server/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  // The path aliases of tsconfig.json (@app/, @common/, @server/), for the server, its worker
  // processes and threads alike, wherever npm start is run from.
  env: { ...process.env, TSX_TSCONFIG_PATH: path.join(root, 'tsconfig.json') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
