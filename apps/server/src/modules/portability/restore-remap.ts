import { uuidv7 } from '@rbax/shared/ids';
import type { ColumnFacts } from './backup-tables.ts';

/**
 * New ids for a restored workspace (docs/decisions/045): every row id and every id inside a
 * storage key gets a fresh UUIDv7, and every UUID written anywhere in a row — a foreign key, a
 * `/files/` URL, an event's data, an automation's rule, a link in a description — is rewritten
 * through the same map. People are not new: they are the accounts of this instance with the
 * same e-mail, or nobody.
 */

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

export class IdMap {
  private readonly ids = new Map<string, string>();

  /** Gives `old` a new id (once). */
  claim(old: string): void {
    if (!this.ids.has(old)) this.ids.set(old, uuidv7());
  }

  /** Maps an old id to an existing one (a person found by e-mail keeps their own id). */
  alias(old: string, current: string): void {
    this.ids.set(old, current);
  }

  get(old: string): string | undefined {
    return this.ids.get(old);
  }

  /** Every known UUID in the text, replaced. */
  text(value: string): string {
    return value.replace(UUID, (id) => this.ids.get(id) ?? id);
  }

  /** A JSON value with every string rewritten (iterative: depth cannot exhaust the stack). */
  deep(value: unknown): unknown {
    if (typeof value === 'string') return this.text(value);
    if (Array.isArray(value)) return value.map((v) => this.deep(v));
    if (value !== null && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, this.deep(v)]));
    }
    return value;
  }
}

export const uuidsIn = (text: string): string[] => text.match(UUID) ?? [];

/**
 * One restored row, or null when it names a person who is not here in a column that cannot be
 * empty (a membership, a share, a mention): such rows mean nothing without the person.
 */
export function remapRow(
  row: Record<string, unknown>,
  facts: ColumnFacts,
  ids: IdMap,
  people: ReadonlyMap<string, string>,
): Record<string, unknown> | null {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (facts.people.has(key)) {
      const person = typeof value === 'string' ? (people.get(value) ?? null) : null;
      if (person === null && value !== null && !facts.people.get(key)) return null;
      out[key] = person;
    } else if (facts.timestamps.has(key)) {
      out[key] = typeof value === 'string' ? new Date(value) : value;
    } else {
      out[key] = ids.deep(value);
    }
  }
  return out;
}
