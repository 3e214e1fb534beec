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
/** One card of the board detail: its JSON and what orders it (column, position). */
export type CachedCard = { id: string; column_id: string; position: string; json: string };

type BoardEntry = {
  seq: number;
  rows: Map<string, CachedCard>;
  cards: string;
  variants: Map<string, Variant>;
  bytes: number;
};

/** Distinct heads (permissions differ between users) kept per board state. */
const VARIANTS_PER_BOARD = 4;

/** The cards array in board order: by the columns' order, then position (byte order, like COLLATE "C"). */
function orderedCardsText(rows: Iterable<CachedCard>, columnOrder: readonly string[]): string {
  const rank = new Map(columnOrder.map((id, index) => [id, index]));
  const list = [...rows];
  list.sort((a, b) => {
    const byColumn = (rank.get(a.column_id) ?? columnOrder.length) - (rank.get(b.column_id) ?? columnOrder.length);
    if (byColumn !== 0) return byColumn;
    if (a.column_id !== b.column_id) return a.column_id < b.column_id ? -1 : 1;
    return a.position < b.position ? -1 : a.position > b.position ? 1 : 0;
  });
  return `[${list.map((row) => row.json).join(',')}]`;
}

export class BoardDetailCache {
  private readonly boards = new Map<string, BoardEntry>();
  private bytes = 0;

  constructor(private readonly maxBytes = 96 * 1024 * 1024) {}

  /** The seq of the board state held, if any. */
  heldSeq(boardId: string): number | undefined {
    return this.boards.get(boardId)?.seq;
  }

  /** Whether the board's state at `seq` is held (and marks it recently used). */
  holds(boardId: string, seq: number): boolean {
    const entry = this.boards.get(boardId);
    if (!entry || entry.seq !== seq) return false;
    // Most recently used last (Map keeps insertion order).
    this.boards.delete(boardId);
    this.boards.set(boardId, entry);
    return true;
  }

  /** The cards JSON text of the held state at `seq`. */
  cards(boardId: string, seq: number): string | undefined {
    const entry = this.boards.get(boardId);
    return entry && entry.seq === seq ? entry.cards : undefined;
  }

  /** Holds a board state read whole (replacing any older state); returns its cards JSON text. */
  store(boardId: string, seq: number, rows: CachedCard[], columnOrder: readonly string[]): string {
    const cards = orderedCardsText(rows, columnOrder);
    this.put(boardId, seq, new Map(rows.map((row) => [row.id, row])), cards);
    return cards;
  }

  /**
   * Moves the held state at `fromSeq` forward to `seq`: the changed cards are replaced by their
   * current JSON, or dropped when no longer visible. Returns the new cards JSON text, or
   * undefined when the held state is not `fromSeq` any more.
   */
  advance(
    boardId: string,
    fromSeq: number,
    delta: { seq: number; changedIds: readonly string[]; cards: readonly CachedCard[] },
    columnOrder: readonly string[],
  ): string | undefined {
    const entry = this.boards.get(boardId);
    if (!entry || entry.seq !== fromSeq) return undefined;
    const rows = new Map(entry.rows);
    for (const id of delta.changedIds) rows.delete(id);
    for (const row of delta.cards) rows.set(row.id, row);
    const cards = orderedCardsText(rows.values(), columnOrder);
    this.put(boardId, delta.seq, rows, cards);
    return cards;
  }

  private put(boardId: string, seq: number, rows: Map<string, CachedCard>, cards: string) {
    const current = this.boards.get(boardId);
    if (current && current.seq > seq) return;
    this.drop(boardId);
    const entry: BoardEntry = { seq, rows, cards, variants: new Map(), bytes: cards.length * 2 };
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
