import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './loginThrottle';

describe('LoginThrottle', () => {
  it('allows tries until the limit, then asks to wait until the window passes', () => {
    const throttle = new LoginThrottle(3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(throttle.retryAfterSeconds('1.2.3.4', 'Bob', t0 + i)).toBe(0);
      throttle.fail('1.2.3.4', 'bob', t0 + i);
    }
    expect(throttle.retryAfterSeconds('1.2.3.4', 'BOB', t0 + 10)).toBe(60);
    expect(throttle.retryAfterSeconds('5.6.7.8', 'bob', t0 + 10)).toBe(0);
    expect(throttle.retryAfterSeconds('1.2.3.4', 'bob', t0 + 60_001)).toBe(0);
  });

  it('limits one address guessing many usernames', () => {
    const throttle = new LoginThrottle(2, 60_000);
    for (let i = 0; i < 8; i++) throttle.fail('9.9.9.9', `user${i}`, 5000);
    expect(throttle.retryAfterSeconds('9.9.9.9', 'someone-new', 5001)).toBeGreaterThan(0);
  });

  it('forgets a user’s failures after success', () => {
    const throttle = new LoginThrottle(1, 60_000);
    throttle.fail('1.1.1.1', 'amy', 10);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'amy', 11)).toBeGreaterThan(0);
    throttle.succeed('1.1.1.1', 'amy');
    expect(throttle.retryAfterSeconds('1.1.1.1', 'amy', 12)).toBe(0);
  });
});
