import { describe, expect, it } from 'vitest';
import { FileOwners } from './fileOwners';

/** Owners over three named workers, recording the release requests sent. */
function setup() {
  const asked: string[] = [];
  const owners = new FileOwners<string>(
    () => ['a', 'b', 'c'],
    (worker, file) => asked.push(`${worker}:${file}`),
  );
  return { owners, asked };
}

describe('FileOwners', () => {
  it('makes the first worker to take a writable job the owner, once the others closed the file', () => {
    const { owners, asked } = setup();
    expect(owners.idle).toBe(true);
    // Read-only files no worker owns go anywhere, without any request.
    expect(owners.mayTake('/f', false, 'b')).toBe(true);
    expect(owners.mayTake('/f', true, 'a')).toBe(false);
    expect(asked).toEqual(['b:/f', 'c:/f']);
    expect(owners.ownerOf('/f')).toBe('a');
    owners.released('b', '/f');
    expect(owners.mayTake('/f', true, 'a')).toBe(false);
    owners.released('c', '/f');
    expect(owners.mayTake('/f', true, 'a')).toBe(true);
    // Only the owner takes the file's jobs.
    expect(owners.mayTake('/f', true, 'b')).toBe(false);
    expect(owners.target('/f', 'c')).toBe('a');
  });

  it('has the owner close the file before a read-only job or open, then lets anyone take it', async () => {
    const { owners, asked } = setup();
    for (const worker of ['b', 'c']) owners.released(worker, '/f');
    expect(owners.target('/f', 'a')).toBeUndefined();
    owners.released('b', '/f');
    owners.released('c', '/f');
    expect(owners.target('/f', undefined)).toBe('a');
    asked.length = 0;
    expect(owners.mayTake('/f', false, 'b')).toBe(false);
    expect(asked).toEqual(['a:/f']);
    let released = false;
    const waiting = owners.releaseFile('/f').then(() => (released = true));
    await Promise.resolve();
    expect(released).toBe(false);
    owners.released('a', '/f');
    await waiting;
    expect(owners.idle).toBe(true);
    expect(owners.mayTake('/f', false, 'c')).toBe(true);
  });

  it('gives a file a new owner when its owner ends, and stops waiting for ended workers', () => {
    const { owners, asked } = setup();
    expect(owners.mayTake('/f', true, 'a')).toBe(false);
    owners.workerEnded('b');
    owners.released('c', '/f');
    expect(owners.mayTake('/f', true, 'a')).toBe(true);
    owners.workerEnded('a');
    expect(owners.ownerOf('/f')).toBeUndefined();
    asked.length = 0;
    expect(owners.mayTake('/f', true, 'c')).toBe(false);
    // The pool's list still names the ended workers here; each is asked, and answers or ends.
    expect(asked).toEqual(['a:/f', 'b:/f']);
    owners.workerEnded('a');
    owners.workerEnded('b');
    expect(owners.mayTake('/f', true, 'c')).toBe(true);
  });
});
