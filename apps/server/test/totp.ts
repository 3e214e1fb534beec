import { createHmac } from 'node:crypto';

/** RFC 4648 base32 (no padding), as in otpauth:// URIs. */
function base32Decode(value: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let buffer = 0;
  const out: number[] = [];
  for (const char of value.replace(/=+$/, '').toUpperCase()) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    buffer = (buffer << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(out);
}

/** RFC 6238 TOTP (HMAC-SHA1) of a base32 secret: what an authenticator app shows at `at`. */
export function totpFromSecret(secret: string, at = Date.now(), digits = 6, period = 30): string {
  const counter = Math.floor(at / 1000 / period);
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const hmac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, '0');
}

/**
 * The code for an otpauth:// URI, computed here independently of better-auth so the tests
 * check interoperability with authenticator apps (also used by e2e/account.spec.ts).
 */
export function totpFromUri(uri: string, at = Date.now()): string {
  const url = new URL(uri);
  const secret = url.searchParams.get('secret');
  if (!secret) throw new Error('no secret in the URI');
  return totpFromSecret(
    secret,
    at,
    Number(url.searchParams.get('digits') ?? 6),
    Number(url.searchParams.get('period') ?? 30),
  );
}
