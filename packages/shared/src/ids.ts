/**
 * Ids (ARCHITECTURE §4): UUIDv7 — 48-bit Unix milliseconds, version, a 12-bit counter, 62 random
 * bits. Time-ordered, so primary-key indexes stay append-mostly. One implementation for the server
 * and the browser (a card created offline has its final id at once, so later offline changes can
 * name it).
 *
 * Ids made by one process without an explicit time are strictly increasing (RFC 9562 §6.2,
 * method 1): within one millisecond the counter, started at a random value below 2^11, counts up;
 * when it runs out, or the clock steps back, the timestamp is carried one millisecond forward. So
 * rows written in one batch sort in the order they were made.
 */
export function uuidv7(now?: number): string {
  let ms: number;
  let counter: number;
  if (now !== undefined) {
    ms = now;
    counter = randomCounter();
  } else {
    const clock = Date.now();
    if (clock > last.ms) {
      last.ms = clock;
      last.counter = randomCounter();
    } else if (last.counter < 0xfff) {
      last.counter += 1;
    } else {
      last.ms += 1;
      last.counter = randomCounter();
    }
    ms = last.ms;
    counter = last.counter;
  }
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  for (let i = 5; i >= 0; i -= 1) {
    bytes[i] = ms % 256;
    ms = Math.floor(ms / 256);
  }
  bytes[6] = 0x70 | (counter >> 8);
  bytes[7] = counter & 0xff;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  let hex = '';
  for (const byte of bytes) hex += HEX[byte];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const last = { ms: 0, counter: 0 };

const randomCounter = (): number => {
  const [value] = crypto.getRandomValues(new Uint16Array(1));
  return value! & 0x7ff;
};

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));

/** Any UUID, in either case; every id the API hands out is one (a UUIDv7). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const UUID_V7_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The Unix milliseconds a UUIDv7 was made at, or `null` when `id` is not a UUIDv7. */
export function uuidv7Time(id: string): number | null {
  if (!UUID_V7_PATTERN.test(id)) return null;
  return Number.parseInt(id.slice(0, 8) + id.slice(9, 13), 16);
}

/**
 * How old a client-chosen id may be: a card created offline keeps the id it was given on the
 * device, so the window covers a long time offline (decision 028).
 */
export const CLIENT_ID_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
/** How far ahead of the server a device's clock may run. */
export const CLIENT_ID_MAX_SKEW_MS = 24 * 60 * 60 * 1000;

/**
 * Whether a client-chosen id is a UUIDv7 made near now. Ids of old rows are refused before
 * anything is looked up, so a guessed id of another tenant's card tells nothing (decision 028).
 */
export function isFreshClientId(id: string, now: number = Date.now()): boolean {
  const time = uuidv7Time(id);
  return time !== null && time >= now - CLIENT_ID_MAX_AGE_MS && time <= now + CLIENT_ID_MAX_SKEW_MS;
}
