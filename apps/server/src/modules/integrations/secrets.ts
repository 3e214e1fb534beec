import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Secrets the server must read back (a GitHub connection's webhook secret, a chat URL), kept
 * encrypted at rest with AES-256-GCM under a key derived from AUTH_SECRET by HKDF-SHA256
 * (docs/decisions/036-github-inbound.md). A database dump alone reveals none of them. Changing
 * AUTH_SECRET makes them unreadable: `openSecret` then returns null and the owner makes a new one.
 *
 * `context` binds a value to its row (e.g. `github:<connection id>`): a ciphertext copied onto
 * another row does not open there. Format: `v1.<iv>.<tag>.<ciphertext>`, base64url parts.
 */

const VERSION = 'v1';
const IV_BYTES = 12;

const keys = new Map<string, Buffer>();

function keyFrom(authSecret: string): Buffer {
  let key = keys.get(authSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', authSecret, 'rbax-flow', 'integrations secrets v1', 32));
    keys.set(authSecret, key);
  }
  return key;
}

/** Encrypts `plain` for storage. */
export function sealSecret(authSecret: string, plain: string, context: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyFrom(authSecret), iv);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), encrypted].map((part) => part.toString('base64url'));
  return [VERSION, ...parts].join('.');
}

/** The stored secret in clear, or null when it was sealed under another key, context or is damaged. */
export function openSecret(authSecret: string, sealed: string, context: string): string | null {
  const [version, iv, tag, encrypted, ...rest] = sealed.split('.');
  if (version !== VERSION || !iv || !tag || encrypted === undefined || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFrom(authSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(encrypted, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
