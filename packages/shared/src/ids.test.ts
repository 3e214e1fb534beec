import { describe, expect, it } from 'vitest';
import { CLIENT_ID_MAX_AGE_MS, isFreshClientId, UUID_PATTERN, uuidv7, uuidv7Time } from './ids.ts';

describe('uuidv7', () => {
  it('is a version 7, RFC 9562 variant UUID', () => {
    const id = uuidv7();
    expect(id).toMatch(UUID_PATTERN);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('sorts by creation time', () => {
    const earlier = uuidv7(1_700_000_000_000);
    const later = uuidv7(1_700_000_000_001);
    expect(earlier < later).toBe(true);
    expect(earlier.slice(0, 13)).toBe('018bcfe5-6800');
  });

  it('made in a burst by one process, sorts in the order made', () => {
    const made = Array.from({ length: 10_000 }, () => uuidv7());
    expect([...made].sort()).toEqual(made);
    expect(new Set(made).size).toBe(made.length);
    for (const id of made.slice(0, 50)) expect(id[14]).toBe('7');
  });

  it('gives back the time it was made at', () => {
    expect(uuidv7Time(uuidv7(1_700_000_000_123))).toBe(1_700_000_000_123);
    expect(uuidv7Time('6f1c8a8e-1b2c-4d3e-8f40-123456789abc')).toBeNull();
    expect(uuidv7Time('not-a-uuid')).toBeNull();
  });
});

describe('isFreshClientId', () => {
  const now = 1_800_000_000_000;
  it('accepts a UUIDv7 made now, or while offline within the window', () => {
    expect(isFreshClientId(uuidv7(now), now)).toBe(true);
    expect(isFreshClientId(uuidv7(now - CLIENT_ID_MAX_AGE_MS + 1000), now)).toBe(true);
  });

  it('refuses old ids, ids far in the future and other UUID versions', () => {
    expect(isFreshClientId(uuidv7(now - CLIENT_ID_MAX_AGE_MS - 1000), now)).toBe(false);
    expect(isFreshClientId(uuidv7(now + 2 * 24 * 60 * 60 * 1000), now)).toBe(false);
    expect(isFreshClientId('6f1c8a8e-1b2c-4d3e-8f40-123456789abc', now)).toBe(false);
  });
});
