// Makes sure Debian's Chromium is there for the browser tests; installs it when running as root.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

export const CHROMIUM = process.env.TESSERA_CHROMIUM || '/usr/bin/chromium';

function run(command, args) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

if (!fs.existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium is needed for the browser tests but ${CHROMIUM} is missing.\n` +
        'Install it with: sudo apt-get install -y chromium  (or set TESSERA_CHROMIUM to a Chromium binary)',
    );
    process.exit(1);
  }
  console.log('Installing Debian chromium for the browser tests…');
  if (!run('apt-get', ['update', '-qq']) || !run('apt-get', ['install', '-y', '-qq', 'chromium'])) {
    console.error('apt-get could not install chromium.');
    process.exit(1);
  }
}
