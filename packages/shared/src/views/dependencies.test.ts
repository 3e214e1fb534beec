import { describe, expect, it } from 'vitest';
import {
  criticalPath,
  lateDependencies,
  pushDependents,
  wouldCreateCycle,
  type CardDependency,
} from './dependencies.ts';
import { endOfDayIn, startOfDayIn } from './dates.ts';

const SP = 'America/Sao_Paulo';
const on = (cardId: string, dependsOnId: string): CardDependency => ({ cardId, dependsOnId });
/** A card from day `from` to day `to` of November 2026, in São Paulo. */
function card(id: string, from: number, to: number) {
  const day = (n: number) => `2026-11-${String(n).padStart(2, '0')}`;
  return { id, startDate: startOfDayIn(day(from), SP).toISOString(), dueDate: endOfDayIn(day(to), SP).toISOString() };
}

describe('wouldCreateCycle', () => {
  it('refuses a card waiting for itself', () => {
    expect(wouldCreateCycle([], 'a', 'a')).toBe(true);
  });

  it('refuses closing a loop directly or through others', () => {
    expect(wouldCreateCycle([on('b', 'a')], 'a', 'b')).toBe(true);
    expect(wouldCreateCycle([on('b', 'a'), on('c', 'b'), on('d', 'c')], 'a', 'd')).toBe(true);
  });

  it('accepts diamonds, parallel chains and repeated paths', () => {
    const edges = [on('b', 'a'), on('c', 'a'), on('d', 'b'), on('d', 'c')];
    expect(wouldCreateCycle(edges, 'e', 'd')).toBe(false);
    expect(wouldCreateCycle(edges, 'd', 'a')).toBe(false);
    expect(wouldCreateCycle(edges, 'c', 'b')).toBe(false);
    expect(wouldCreateCycle(edges, 'a', 'd')).toBe(true);
  });
});

describe('lateDependencies', () => {
  it('flags a card that starts before what it waits for is finished, and not one that starts the day after', () => {
    const cards = [card('a', 2, 5), card('b', 5, 8), card('c', 6, 9)];
    expect(lateDependencies(cards, [on('b', 'a'), on('c', 'a')])).toEqual([on('b', 'a')]);
  });

  it('ignores cards without dates', () => {
    expect(lateDependencies([card('a', 2, 5), { id: 'b', startDate: null, dueDate: null }], [on('b', 'a')])).toEqual(
      [],
    );
  });
});

describe('criticalPath', () => {
  it('is the whole chain when cards follow each other without slack', () => {
    const cards = [card('a', 1, 3), card('b', 4, 6), card('c', 7, 9)];
    const result = criticalPath(cards, [on('b', 'a'), on('c', 'b')], SP);
    expect([...result.cardIds].sort()).toEqual(['a', 'b', 'c']);
    expect(result.edges).toEqual([on('b', 'a'), on('c', 'b')]);
  });

  it('leaves out the shorter branch of a diamond (it has slack)', () => {
    // a(1–2) → b(3–8) → d(9–10); a → c(3–4) → d: c could start four days later.
    const cards = [card('a', 1, 2), card('b', 3, 8), card('c', 3, 4), card('d', 9, 10)];
    const edges = [on('b', 'a'), on('c', 'a'), on('d', 'b'), on('d', 'c')];
    const result = criticalPath(cards, edges, SP);
    expect([...result.cardIds].sort()).toEqual(['a', 'b', 'd']);
    expect(result.edges).toEqual([on('b', 'a'), on('d', 'b')]);
  });

  it('takes the chain that ends last, and no card of a chain that ends early', () => {
    const cards = [card('a', 1, 2), card('b', 3, 4), card('x', 1, 10), card('y', 11, 20)];
    const result = criticalPath(cards, [on('b', 'a'), on('y', 'x')], SP);
    expect([...result.cardIds].sort()).toEqual(['x', 'y']);
  });

  it('marks a card whose dependent starts too early (negative slack) as critical', () => {
    const cards = [card('a', 1, 5), card('b', 4, 20)];
    expect([...criticalPath(cards, [on('b', 'a')], SP).cardIds].sort()).toEqual(['a', 'b']);
  });

  it('has no critical path without dated cards, and ignores undated ones', () => {
    expect(criticalPath([{ id: 'a', startDate: null, dueDate: null }], [], SP).cardIds.size).toBe(0);
    const result = criticalPath([card('a', 1, 2), { id: 'b', startDate: null, dueDate: null }], [on('b', 'a')], SP);
    expect([...result.cardIds]).toEqual(['a']);
  });
});

describe('pushDependents', () => {
  it('moves dependents after the moved card, keeping their length, down the chain', () => {
    // a moved to 1–6: b (4–5) must start on the 7th, then c (6–8) on the 9th.
    const cards = [card('a', 1, 6), card('b', 4, 5), card('c', 6, 8)];
    expect(pushDependents(cards, [on('b', 'a'), on('c', 'b')], 'a', SP)).toEqual([
      { id: 'b', ...pick(card('b', 7, 8)) },
      { id: 'c', ...pick(card('c', 9, 11)) },
    ]);
  });

  it('leaves alone dependents that already start after, and waits for the latest prerequisite', () => {
    const cards = [card('a', 1, 3), card('z', 1, 9), card('b', 5, 6)];
    expect(pushDependents(cards, [on('b', 'a'), on('b', 'z')], 'a', SP)).toEqual([
      { id: 'b', ...pick(card('b', 10, 11)) },
    ]);
    expect(pushDependents([card('a', 1, 3), card('b', 5, 6)], [on('b', 'a')], 'a', SP)).toEqual([]);
  });
});

function pick(value: { startDate: string; dueDate: string }) {
  return { startDate: value.startDate, dueDate: value.dueDate };
}
