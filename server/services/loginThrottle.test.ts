import { describe, expect, it } from 'vitest';
import { type LoginAttempt, LoginThrottle, throttleAddress } from './loginThrottle';

function take(throttle: LoginThrottle, ip: string, user: string, now: number): LoginAttempt {
  const reservation = throttle.reserve(ip, user, now);
  if (!reservation.ok) throw new Error(`refused: wait ${reservation.retryAfterSeconds}s`);
  return reservation.attempt;
}

function fails(throttle: LoginThrottle, ip: string, user: string, times: number, now: number) {
  for (let i = 0; i < times; i++) take(throttle, ip, user, now).fail();
}

describe('LoginThrottle', () => {
  it('allows tries until the limit, then asks to wait until the window passes', () => {
    const throttle = new LoginThrottle(3, 60_000);
    const t0 = 1_000_000;
    for (let i = 0; i < 3; i++) take(throttle, '1.2.3.4', i === 1 ? 'Bob' : 'bob', t0 + i).fail();
    const refused = throttle.reserve('1.2.3.4', 'BOB', t0 + 10);
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(throttle.reserve('5.6.7.8', 'bob', t0 + 10).ok).toBe(true);
    expect(throttle.reserve('1.2.3.4', 'bob', t0 + 60_001).ok).toBe(true);
  });

  it('counts a try from the moment it is reserved, before its password is checked', () => {
    const throttle = new LoginThrottle(5, 60_000);
    // 100 guesses arrive together; none has been checked yet when the next one comes.
    const results = Array.from({ length: 100 }, () => throttle.reserve('1.1.1.1', 'admin', 50));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
    expect(results.filter((r) => !r.ok)).toHaveLength(95);
  });

  it('forgets the finished failures of a user after success, but not tries still in flight', () => {
    const throttle = new LoginThrottle(3, 60_000);
    fails(throttle, '1.1.1.1', 'amy', 1, 10);
    const inFlight = take(throttle, '1.1.1.1', 'amy', 11);
    const right = take(throttle, '1.1.1.1', 'amy', 12);
    expect(throttle.retryAfterSeconds('1.1.1.1', 'amy', 13)).toBeGreaterThan(0);
    right.succeed();
    right.fail(); // settling twice changes nothing
    // Only the guess still being checked counts now: two more tries are allowed.
    take(throttle, '1.1.1.1', 'amy', 14);
    take(throttle, '1.1.1.1', 'amy', 15);
    expect(throttle.reserve('1.1.1.1', 'amy', 16).ok).toBe(false);
    inFlight.fail();
  });

  it('lets other users behind the same address sign in after one user is locked out', () => {
    const throttle = new LoginThrottle(5, 60_000);
    fails(throttle, '203.0.113.7', 'mallory', 5, 100);
    for (let i = 0; i < 30; i++)
      expect(throttle.reserve('203.0.113.7', 'mallory', 101).ok).toBe(false);
    // The old shared limit (4 × 5 = 20) would have locked everyone behind the NAT out by now.
    fails(throttle, '203.0.113.7', 'typo-user', 4, 102);
    fails(throttle, '203.0.113.7', 'other-typo', 4, 102);
    fails(throttle, '203.0.113.7', 'third-typo', 4, 102);
    fails(throttle, '203.0.113.7', 'fourth-typo', 4, 102);
    take(throttle, '203.0.113.7', 'alice', 103).succeed();
  });

  it('still limits one address guessing at many usernames, much more loosely', () => {
    const throttle = new LoginThrottle(2, 60_000);
    for (let i = 0; i < 40; i++) fails(throttle, '9.9.9.9', `user${i}`, 1, 5000);
    expect(throttle.reserve('9.9.9.9', 'someone-new', 5001)).toEqual({
      ok: false,
      retryAfterSeconds: 60,
    });
    expect(throttle.reserve('9.9.9.8', 'someone-new', 5001).ok).toBe(true);
  });

  it('counts IPv4-mapped IPv6 as its IPv4 address and IPv6 by its /64', () => {
    const throttle = new LoginThrottle(2, 60_000);
    fails(throttle, '10.0.0.1', 'eve', 1, 1);
    fails(throttle, '::ffff:10.0.0.1', 'eve', 1, 2);
    expect(throttle.reserve('::FFFF:a00:1', 'eve', 3).ok).toBe(false);
    fails(throttle, '2001:db8:1:2::1', 'eve', 1, 4);
    fails(throttle, '2001:db8:1:2:ffff:1:2:3', 'eve', 1, 5);
    expect(throttle.reserve('2001:0db8:0001:0002::99', 'eve', 6).ok).toBe(false);
    expect(throttle.reserve('2001:db8:1:3::1', 'eve', 6).ok).toBe(true);
    expect(throttleAddress('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(throttleAddress('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(throttleAddress('192.0.2.1')).toBe('192.0.2.1');
  });
});

describe('LoginThrottle memory', () => {
  it('drops the keys of expired tries once many have piled up', () => {
    const throttle = new LoginThrottle(5, 1000);
    const address = (i: number) => `10.${i >> 8}.${i & 255}.1`;
    for (let i = 0; i < 6000; i++) take(throttle, address(i), 'x', 0).fail();
    expect(throttle.trackedKeys).toBe(12_000);
    // Later tries, once the first ones expired: the next sweep leaves only these.
    for (let i = 6000; i < 10_100; i++) take(throttle, address(i), 'x', 5000).fail();
    expect(throttle.trackedKeys).toBe(8200);
  });
});
