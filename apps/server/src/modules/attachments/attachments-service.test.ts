import { describe, expect, it } from 'vitest';
import { displayName } from './attachments-service.ts';

describe('displayName', () => {
  it('drops NUL and other control characters', () => {
    expect(displayName('a\u0000b\u0007\u009b.pdf')).toBe('ab.pdf');
  });

  it('drops unpaired surrogates but keeps characters outside the BMP', () => {
    expect(displayName('a\ud800b\udc00c 😀.txt')).toBe('abc 😀.txt');
  });

  it('drops bidirectional overrides and path separators', () => {
    expect(displayName('foto\u202egpj.exe')).toBe('fotogpj.exe');
    expect(displayName('../../etc\\passwd')).toBe('....etcpasswd');
  });

  it('keeps 200 characters without splitting a surrogate pair', () => {
    const name = displayName(`${'a'.repeat(199)}😀😀`);
    expect([...name]).toHaveLength(200);
    expect(name.endsWith('😀')).toBe(true);
  });

  it('names a file with nothing displayable "arquivo"', () => {
    expect(displayName('\u0000 \u202e ')).toBe('arquivo');
  });
});
