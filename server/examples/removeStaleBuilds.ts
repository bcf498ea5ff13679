import fs from 'node:fs/promises';
import path from 'node:path';

/** A build still writing its file touches it every few milliseconds; an hour of silence is death. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000;

/** Whether a process with this id exists (on this machine's process table). */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether a temporary build file was left behind by a build that can no longer finish. */
async function isStale(file: string, pid: number): Promise<boolean> {
  // This process builds one file at a time, so its own leftovers come from a failed attempt.
  if (pid === process.pid) return true;
  try {
    const { mtimeMs } = await fs.stat(file);
    // Age covers a recycled pid or a builder in another container sharing the folder.
    return !isAlive(pid) || Date.now() - mtimeMs > ABANDONED_AFTER_MS;
  } catch {
    return false; // gone already: its build finished and renamed it
  }
}

/** Deletes `<target>.tmp-<pid>` files (and their WALs) whose builder died; returns their names. */
export async function removeStaleBuilds(target: string): Promise<string[]> {
  const dir = path.dirname(target);
  const prefix = `${path.basename(target)}.tmp-`;
  const removed: string[] = [];
  for (const entry of await fs.readdir(dir)) {
    if (!entry.startsWith(prefix)) continue;
    const match = /^(\d+)(\.wal)?$/.exec(entry.slice(prefix.length));
    if (!match?.[1]) continue;
    const file = path.join(dir, entry);
    if (!(await isStale(file, Number(match[1])))) continue;
    await fs.rm(file, { force: true });
    removed.push(entry);
  }
  return removed;
}
