/** Counts failed sign-ins per (address, username) and per address, in a sliding window. */
export class LoginThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  private recent(key: string, now: number): number[] {
    const times = (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (times.length === 0) this.failures.delete(key);
    else this.failures.set(key, times);
    return times;
  }

  private keys(ip: string, username: string): string[] {
    return [`${ip}\u0000${username.toLowerCase()}`, `ip\u0000${ip}`];
  }

  /** Seconds until another try is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(ip: string, username: string, now = Date.now()): number {
    const [pairKey, ipKey] = this.keys(ip, username) as [string, string];
    // One address may guess at many usernames, so it gets a wider, but finite, allowance.
    const limits: [string, number][] = [
      [pairKey, this.maxFailures],
      [ipKey, this.maxFailures * 4],
    ];
    let wait = 0;
    for (const [key, limit] of limits) {
      const times = this.recent(key, now);
      if (times.length >= limit) {
        const oldest = times[times.length - limit] ?? now;
        wait = Math.max(wait, Math.ceil((oldest + this.windowMs - now) / 1000));
      }
    }
    return wait;
  }

  /** Records one failed try. */
  fail(ip: string, username: string, now = Date.now()): void {
    for (const key of this.keys(ip, username))
      this.failures.set(key, [...this.recent(key, now), now]);
  }

  /** Forgets the failures of a user at an address after a successful sign-in. */
  succeed(ip: string, username: string): void {
    this.failures.delete(this.keys(ip, username)[0] ?? '');
  }
}
