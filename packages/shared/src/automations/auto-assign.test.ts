import { describe, expect, it } from 'vitest';
import { autoAssign, type AutoAssignCandidate, requiredSkills } from './auto-assign.ts';
import { actionSchema, type AutoAssignAction } from './rules.ts';
import { uid } from './test-ids.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const A = uid(1);
const B = uid(2);
const C = uid(3);
const NEEDS_TRIAGE = uid(50);

const config = (overrides: object = {}) =>
  actionSchema.parse({
    type: 'auto_assign',
    fallbackLabelId: NEEDS_TRIAGE,
    capacity: { maxOpenCards: 8 },
    ...overrides,
  }) as AutoAssignAction;
const person = (userId: string, skills: string[], load: number, more: Partial<AutoAssignCandidate> = {}) => ({
  userId,
  active: true,
  available: true,
  skills,
  load,
  capacity: null,
  lastAutoAssignedAt: null,
  ...more,
});
const card = (labelNames: string[], assigneeId: string | null = null) => ({ assigneeId, labelNames });

describe('autoAssign (§7.6 test cases)', () => {
  it('1. picks the least-loaded person with the skill (C lacks it)', () => {
    const result = autoAssign(
      card(['Elétrica']),
      config(),
      [person(A, ['eletrica'], 3), person(B, ['Elétrica', 'hidráulica'], 1), person(C, [], 0)],
      NOW,
    );
    expect(result).toMatchObject({ outcome: 'assigned', userId: B });
    if (result.outcome !== 'assigned') return;
    expect(result.decision.requiredSkills).toEqual(['eletrica']);
    expect(result.decision.candidates.find((row) => row.userId === C)).toMatchObject({
      coverage: 0,
      excludedBy: 'skills',
    });
  });

  it('2. relaxes to the best partial match; older last assignment wins, then the lower id', () => {
    const cfg = config({ skills: { relaxTo: 'best_partial' } });
    const labels = card(['eletrica', 'hidraulica']);
    const older = autoAssign(
      labels,
      cfg,
      [
        person(A, ['eletrica'], 0, { lastAutoAssignedAt: '2026-03-09T10:00:00Z' }),
        person(B, ['hidraulica'], 0, { lastAutoAssignedAt: '2026-03-01T10:00:00Z' }),
      ],
      NOW,
    );
    expect(older).toMatchObject({ outcome: 'assigned', userId: B });
    const neverBoth = autoAssign(labels, cfg, [person(B, ['hidraulica'], 0), person(A, ['eletrica'], 0)], NOW);
    expect(neverBoth).toMatchObject({ outcome: 'assigned', userId: A });
    // Without relaxing, nobody holds both skills: the fallback label.
    expect(autoAssign(labels, config(), [person(A, ['eletrica'], 0), person(B, ['hidraulica'], 0)], NOW)).toMatchObject(
      {
        outcome: 'fallback',
        action: { type: 'label', labelId: NEEDS_TRIAGE },
        reason: 'no_skill_match',
      },
    );
  });

  it('3. excludes a person at capacity even when only they have the skill → fallback label', () => {
    const result = autoAssign(card(['eletrica']), config(), [person(A, [], 0), person(B, ['eletrica'], 8)], NOW);
    expect(result).toMatchObject({
      outcome: 'fallback',
      action: { type: 'label', labelId: NEEDS_TRIAGE },
      reason: 'no_skill_match',
    });
    if (result.outcome === 'fallback') {
      expect(result.decision.candidates.find((row) => row.userId === B)).toMatchObject({
        excludedBy: 'capacity',
        capacity: 8,
      });
    }
  });

  it('4. leaves an assigned card alone with skipIfAssigned', () => {
    expect(autoAssign(card(['eletrica'], C), config(), [person(A, ['eletrica'], 0)], NOW)).toEqual({
      outcome: 'no_op',
      reason: 'already_assigned',
    });
    expect(autoAssign(card([], C), config({ skipIfAssigned: false }), [person(A, [], 0)], NOW)).toMatchObject({
      outcome: 'assigned',
      userId: A,
    });
  });

  it('5. ignores skills on a card without labels: least loaded among the available', () => {
    const result = autoAssign(
      card([]),
      config(),
      [person(A, ['eletrica'], 4), person(B, [], 2), person(C, [], 3)],
      NOW,
    );
    expect(result).toMatchObject({ outcome: 'assigned', userId: B });
  });

  it('6. normalize compares load to capacity: A 1/2 (50%) beats B 8/10 (80%)', () => {
    const people = [person(A, [], 1, { capacity: 2 }), person(B, [], 8, { capacity: 10 })];
    expect(autoAssign(card([]), config({ load: { normalize: true } }), people, NOW)).toMatchObject({ userId: A });
    expect(
      autoAssign(
        card([]),
        config({ capacity: undefined }),
        people.map((p) => ({ ...p, load: p.userId === A ? 9 : 8, capacity: null })),
        NOW,
      ),
    ).toMatchObject({
      userId: B,
    });
  });

  it('7. never chooses someone unavailable, even with the lowest load', () => {
    const people = [person(A, ['eletrica'], 0, { available: false }), person(B, ['eletrica'], 5)];
    expect(autoAssign(card(['eletrica']), config(), people, NOW)).toMatchObject({ outcome: 'assigned', userId: B });
  });
});

describe('autoAssign: strategies and fallbacks', () => {
  it('round_robin goes by the longest since the last auto-assignment, ignoring load', () => {
    const people = [
      person(A, [], 0, { lastAutoAssignedAt: '2026-03-09T10:00:00Z' }),
      person(B, [], 7, { lastAutoAssignedAt: '2026-03-02T10:00:00Z' }),
    ];
    expect(autoAssign(card([]), config({ strategy: 'round_robin' }), people, NOW)).toMatchObject({ userId: B });
  });

  it('least_loaded ignores skills', () => {
    const people = [person(A, ['eletrica'], 3), person(B, [], 1)];
    expect(autoAssign(card(['eletrica']), config({ strategy: 'least_loaded' }), people, NOW)).toMatchObject({
      userId: B,
    });
  });

  it('an explicit pool limits the candidates; inactive members never count', () => {
    const people = [person(A, [], 0), person(B, [], 5), person(C, [], 0, { active: false })];
    const result = autoAssign(card([]), config({ pool: { kind: 'users', userIds: [B, C] } }), people, NOW);
    expect(result).toMatchObject({ outcome: 'assigned', userId: B });
  });

  it('least_loaded_any assigns ignoring skills; with nobody free it falls to the label', () => {
    const cfg = config({ fallback: 'least_loaded_any' });
    expect(
      autoAssign(card(['eletrica']), cfg, [person(A, [], 2), person(B, [], 1), person(C, ['eletrica'], 8)], NOW),
    ).toMatchObject({
      outcome: 'fallback',
      action: { type: 'assign', userId: B },
    });
    expect(autoAssign(card([]), cfg, [person(A, [], 8)], NOW)).toMatchObject({
      outcome: 'fallback',
      action: { type: 'label', labelId: NEEDS_TRIAGE },
      reason: 'no_capacity',
    });
  });

  it('specific_user and leave_unassigned', () => {
    const full = [person(A, [], 8)];
    expect(autoAssign(card([]), config({ fallback: 'specific_user', fallbackUserId: C }), full, NOW)).toMatchObject({
      outcome: 'fallback',
      action: { type: 'assign', userId: C },
    });
    expect(autoAssign(card([]), config({ fallback: 'leave_unassigned' }), full, NOW)).toMatchObject({
      outcome: 'no_op',
      reason: 'no_capacity',
    });
  });

  it("required skills are the folded label names in the pool's vocabulary", () => {
    expect(requiredSkills(['Elétrica', 'bug', ' HIDRÁULICA '], [person(A, ['eletrica', 'Hidráulica'], 0)])).toEqual([
      'eletrica',
      'hidraulica',
    ]);
  });
});
