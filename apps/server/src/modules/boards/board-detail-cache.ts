import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/**
 * Board detail responses kept in memory, keyed by the board's event sequence (decision 016).
 * Every change to a board's cards writes an event in the same transaction (ARCHITECTURE §3),
 * so `(boardId, seq)` names one exact state of its cards: the cards JSON is built once per state,
 * and each distinct response (the per-user head + those cards) is compressed once per encoding,
 * off the event loop. Nothing here can serve a stale state: the seq is read from the database
 * on every request, by every instance.
 */

export type Encoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const compressors: Record<Exclude<Encoding, 'identity'>, (body: string) => Promise<Buffer>> = {
  br: (body) =>
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body) => gzipAsync(body, { level: 6 }),
};

/** The board detail JSON: the head object (board, columns, labels, members) with `cards` appended. */
export function detailBody(head: string, cards: string): string {
  return `${head.slice(0, -1)},"cards":${cards}}`;
}

/** Compression on the thread pool (never blocking the event loop on a 3 MB board). */
export function compress(body: string, encoding: Exclude<Encoding, 'identity'>): Promise<Buffer> {
  return compressors[encoding](body);
}

type Variant = { body: string; encoded: Map<Encoding, Promise<Buffer>>; bytes: number };
type BoardEntry = { seq: number; cards: string; variants: Map<string, Variant>; bytes: number };

/** Distinct heads (permissions differ between users) kept per board state. */
const VARIANTS_PER_BOARD = 4;

export class BoardDetailCache {
  private readonly boards = new Map<string, BoardEntry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 96 * 1024 * 1024) {}

  /** The cached cards JSON of the board at `seq`, if any. */
  cards(boardId: string, seq: number): string | undefined {
    const entry = this.boards.get(boardId);
    if (!entry || entry.seq !== seq) return undefined;
    // Most recently used last (Map keeps insertion order).
    this.boards.delete(boardId);
    this.boards.set(boardId, entry);
    return entry.cards;
  }

  /** Remembers the cards JSON of a board state (replacing any older state). */
  storeCards(boardId: string, seq: number, cards: string): void {
    const current = this.boards.get(boardId);
    if (current && current.seq >= seq) return;
    this.drop(boardId);
    const entry: BoardEntry = { seq, cards, variants: new Map(), bytes: cards.length };
    this.boards.set(boardId, entry);
    this.bytes += entry.bytes;
    this.evict();
  }

  /**
   * The response `head + cards` for a cached board state, in `encoding`; each is built and
   * compressed once per state, head and encoding. Undefined when that state is not the cached one.
   */
  response(boardId: string, seq: number, head: string, encoding: Encoding): Promise<Buffer | string> | undefined {
    const entry = this.boards.get(boardId);
    if (!entry || entry.seq !== seq) return undefined;
    let variant = entry.variants.get(head);
    if (!variant) {
      if (entry.variants.size >= VARIANTS_PER_BOARD) this.dropVariant(entry, entry.variants.keys().next().value!);
      const body = detailBody(head, entry.cards);
      variant = { body, encoded: new Map(), bytes: body.length };
      entry.variants.set(head, variant);
      this.account(entry, variant.bytes);
    }
    if (encoding === 'identity') return Promise.resolve(variant.body);
    let encoded = variant.encoded.get(encoding);
    if (!encoded) {
      const owner = variant;
      encoded = compress(variant.body, encoding);
      owner.encoded.set(encoding, encoded);
      void encoded.then(
        (buffer) => {
          // Only while this variant is still cached.
          if (this.boards.get(boardId) !== entry || entry.variants.get(head) !== owner) return;
          owner.bytes += buffer.length;
          this.account(entry, buffer.length);
        },
        () => owner.encoded.delete(encoding),
      );
    }
    return encoded;
  }

  /** Forget everything (a change that writes no board event, e.g. an account removed). */
  clear(): void {
    this.boards.clear();
    this.bytes = 0;
  }

  get size(): { boards: number; bytes: number } {
    return { boards: this.boards.size, bytes: this.bytes };
  }

  private account(entry: BoardEntry, bytes: number) {
    entry.bytes += bytes;
    this.bytes += bytes;
    this.evict();
  }

  private dropVariant(entry: BoardEntry, head: string) {
    const variant = entry.variants.get(head);
    if (!variant) return;
    entry.variants.delete(head);
    entry.bytes -= variant.bytes;
    this.bytes -= variant.bytes;
  }

  private drop(boardId: string) {
    const entry = this.boards.get(boardId);
    if (!entry) return;
    this.boards.delete(boardId);
    this.bytes -= entry.bytes;
  }

  private evict() {
    for (const boardId of this.boards.keys()) {
      if (this.bytes <= this.maxBytes || this.boards.size <= 1) break;
      this.drop(boardId);
    }
  }
}

/** The encoding to answer with, from Accept-Encoding (br preferred, then gzip). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity';
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!, q ? Number(q.slice(2)) || 0 : 1);
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (allows('br')) return 'br';
  if (allows('gzip')) return 'gzip';
  return 'identity';
}
