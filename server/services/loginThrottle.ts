import net from 'node:net';

/** One reserved sign-in try: settle it once; later calls are ignored. */
export interface LoginAttempt {
  /** The password was right: the try is released and the user's failures here forgotten. */
  succeed(): void;
  /** The password was wrong (or the check failed): the try stays counted for the window. */
  fail(): void;
}

export type LoginReservation =
  { ok: true; attempt: LoginAttempt } | { ok: false; retryAfterSeconds: number };

interface Entry {
  at: number;
  pending: boolean;
}

// How many keys may pile up before expired ones are swept out.
const SWEEP_AT = 10_000;

/** The 16-bit words of an IPv6 address (without zone), or undefined when it is not one. */
function ipv6Words(address: string): number[] | undefined {
  if (!net.isIPv6(address)) return undefined;
  let text = address.split('%')[0] ?? '';
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':').map((w) => parseInt(w, 16)));
  const front = part(head);
  const back = tail === undefined ? [] : part(tail);
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back];
}

/**
 * The address a limit counts against: IPv4-mapped IPv6 as plain IPv4, other IPv6 by its /64,
 * since one host usually holds a whole /64 and could otherwise rotate through it.
 */
export function throttleAddress(ip: string): string {
  const words = ipv6Words(ip);
  if (!words) return ip;
  if (words.slice(0, 5).every((w) => w === 0) && words[5] === 0xffff) {
    const [hi = 0, lo = 0] = words.slice(6);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return `${words
    .slice(0, 4)
    .map((w) => w.toString(16))
    .join(':')}::/64`;
}

/**
 * Counts sign-in tries per (address, username), strictly, and per address, loosely, in a sliding
 * window. A try is reserved synchronously before the password is checked, so parallel guesses
 * cannot all pass the check before the first failure is recorded.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry[]>();
  private readonly maxPerAddress: number;
  private sweepAt = SWEEP_AT;

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    // Many people may share one address (an office NAT), so it gets a much wider allowance.
    maxPerAddress = maxFailures * 20,
  ) {
    this.maxPerAddress = Math.max(maxPerAddress, maxFailures);
  }

  private recent(key: string, now: number): Entry[] {
    const kept = (this.entries.get(key) ?? []).filter((e) => now - e.at < this.windowMs);
    if (kept.length === 0) this.entries.delete(key);
    else this.entries.set(key, kept);
    return kept;
  }

  private keys(ip: string, username: string): [string, string] {
    const address = throttleAddress(ip);
    return [`${address}\u0000${username.toLowerCase()}`, `ip\u0000${address}`];
  }

  private sweep(now: number): void {
    if (this.entries.size < this.sweepAt) return;
    for (const key of [...this.entries.keys()]) this.recent(key, now);
    // When most keys are still live, wait for the map to double: sweeping stays amortised O(1).
    this.sweepAt = Math.max(SWEEP_AT, this.entries.size * 2);
  }

  private wait(entries: Entry[], limit: number, now: number): number {
    if (entries.length < limit) return 0;
    const oldest = entries[entries.length - limit]?.at ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  /** How many (address, username) and address keys are held: for tests and monitoring. */
  get trackedKeys(): number {
    return this.entries.size;
  }

  /** Seconds until another try is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(ip: string, username: string, now = Date.now()): number {
    const [pairKey, ipKey] = this.keys(ip, username);
    return Math.max(
      this.wait(this.recent(pairKey, now), this.maxFailures, now),
      this.wait(this.recent(ipKey, now), this.maxPerAddress, now),
    );
  }

  /** Reserves one try now (counted as a failure until it succeeds), or says how long to wait. */
  reserve(ip: string, username: string, now = Date.now()): LoginReservation {
    this.sweep(now);
    const wait = this.retryAfterSeconds(ip, username, now);
    if (wait > 0) return { ok: false, retryAfterSeconds: wait };
    const [pairKey, ipKey] = this.keys(ip, username);
    const entry: Entry = { at: now, pending: true };
    for (const key of [pairKey, ipKey]) this.entries.set(key, [...this.recent(key, now), entry]);
    let settled = false;
    return {
      ok: true,
      attempt: {
        fail: () => {
          if (settled) return;
          settled = true;
          entry.pending = false;
        },
        succeed: () => {
          if (settled) return;
          settled = true;
          const others = (key: string, keep: (e: Entry) => boolean) => {
            const left = (this.entries.get(key) ?? []).filter((e) => e !== entry && keep(e));
            if (left.length === 0) this.entries.delete(key);
            else this.entries.set(key, left);
          };
          // Forget this user's finished failures here, but not tries still being checked.
          others(pairKey, (e) => e.pending);
          others(ipKey, () => true);
        },
      },
    };
  }
}
