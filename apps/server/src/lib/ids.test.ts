import { describe, expect, it } from 'vitest';
import { UUID_PATTERN, uuidv7 } from './ids.ts';

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
});
