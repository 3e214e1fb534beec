import { foldSearchText } from '../search.ts';
import type { AutoAssignAction } from './rules.ts';

/**
 * Auto-assignment "skills with load balancing" (issue 20; automations.md §7.6), pure: the server
 * loads the candidates (board members with their profile skills, availability, capacity, load by
 * the rule's metric and scope, and when auto-assignment last chose them) under a per-board lock,
 * calls this, applies the outcome and records `decision` in the run's step.
 *
 * Filter (active, available, load < capacity; then skills) → rank (coverage, load, time since the
 * last auto-assignment, id). The final tie-break is the id, not chance, so tests are stable.
 */

export interface AutoAssignCard {
  assigneeId: string | null;
  /** Names of the card's labels: required skills are these, folded, that someone has as a skill. */
  labelNames: readonly string[];
}

export interface AutoAssignCandidate {
  userId: string;
  /** Still a member with an active account. */
  active: boolean;
  /** Not out of office (profile 'disponível'). */
  available: boolean;
  /** The profile's skills, as typed ('Elétrica'); folded here. */
  skills: readonly string[];
  /** Load by the rule's metric (open cards, cents, priority weight or open checklist items). */
  load: number;
  /** The member's own capacity for the board, or null to use the rule's (or none). */
  capacity: number | null;
  /** ISO date-time of the last time auto-assignment chose them, or null. */
  lastAutoAssignedAt: string | null;
}

/** Priority weights of the `weighted` load metric (critical is the note's 'urgent'). */
export const PRIORITY_WEIGHT = { low: 1, medium: 2, high: 3, critical: 5 } as const;

export type AutoAssignReason = 'already_assigned' | 'no_capacity' | 'no_skill_match';

export interface CandidateDecision {
  userId: string;
  eligible: boolean;
  excludedBy?: 'inactive' | 'unavailable' | 'capacity' | 'skills';
  /** Share of the required skills the candidate has (1 when none are required). */
  coverage: number;
  load: number;
  /** Null: no limit. */
  capacity: number | null;
  lastAutoAssignedAt: string | null;
}

export interface AutoAssignDecision {
  strategy: AutoAssignAction['strategy'];
  requiredSkills: string[];
  candidates: CandidateDecision[];
}

export type AutoAssignOutcome =
  | { outcome: 'assigned'; userId: string; decision: AutoAssignDecision }
  | { outcome: 'no_op'; reason: AutoAssignReason; decision?: AutoAssignDecision }
  | {
      outcome: 'fallback';
      action: { type: 'label'; labelId: string } | { type: 'assign'; userId: string };
      reason: AutoAssignReason;
      decision: AutoAssignDecision;
    };

type Config = Pick<
  AutoAssignAction,
  | 'strategy'
  | 'pool'
  | 'skills'
  | 'load'
  | 'capacity'
  | 'fallback'
  | 'fallbackLabelId'
  | 'fallbackUserId'
  | 'skipIfAssigned'
>;

interface Ranked extends CandidateDecision {
  ratio: number;
  lastAt: number;
}

const fold = (text: string) => foldSearchText(text).trim();

/** The card's label names, folded, that are skills of someone in the pool. */
export function requiredSkills(labelNames: readonly string[], candidates: readonly AutoAssignCandidate[]): string[] {
  const vocabulary = new Set(candidates.flatMap((candidate) => candidate.skills.map(fold)));
  return [...new Set(labelNames.map(fold))].filter((name) => name !== '' && vocabulary.has(name));
}

export function autoAssign(
  card: AutoAssignCard,
  config: Config,
  candidates: readonly AutoAssignCandidate[],
  now: Date,
): AutoAssignOutcome {
  void now; // the caller stamps the winner's lastAutoAssignedAt with the run's time
  if (config.skipIfAssigned && card.assigneeId !== null) return { outcome: 'no_op', reason: 'already_assigned' };
  const listed = config.pool.kind === 'users' ? config.pool.userIds : null;
  const pool = listed ? candidates.filter((candidate) => listed.includes(candidate.userId)) : candidates;
  const required = requiredSkills(card.labelNames, pool);
  const rows = pool.map((candidate) => describe(candidate, required, config));
  const decision: AutoAssignDecision = { strategy: config.strategy, requiredSkills: required, candidates: rows };
  const eligible = rows.filter((row) => row.eligible);
  if (eligible.length === 0) return fallback(config, 'no_capacity', decision, eligible);

  let chosen = eligible;
  if (config.strategy === 'skills_balanced' && required.length > 0) {
    chosen = skillMatches(eligible, config.skills);
    for (const row of eligible)
      if (!chosen.includes(row)) Object.assign(row, { eligible: false, excludedBy: 'skills' });
    if (chosen.length === 0) return fallback(config, 'no_skill_match', decision, eligible);
  }
  const winner = rank(chosen, config)[0]!;
  return { outcome: 'assigned', userId: winner.userId, decision: { ...decision, candidates: rows.map(strip) } };
}

function describe(candidate: AutoAssignCandidate, required: readonly string[], config: Config): Ranked {
  const capacity = candidate.capacity ?? config.capacity?.maxOpenCards ?? null;
  const skills = new Set(candidate.skills.map(fold));
  const coverage = required.length === 0 ? 1 : required.filter((skill) => skills.has(skill)).length / required.length;
  const excludedBy = !candidate.active
    ? 'inactive'
    : !candidate.available
      ? 'unavailable'
      : capacity !== null && candidate.load >= capacity
        ? 'capacity'
        : undefined;
  return {
    userId: candidate.userId,
    eligible: excludedBy === undefined,
    ...(excludedBy ? { excludedBy } : {}),
    coverage,
    load: candidate.load,
    capacity,
    lastAutoAssignedAt: candidate.lastAutoAssignedAt,
    ratio: capacity ? candidate.load / capacity : 0,
    lastAt: candidate.lastAutoAssignedAt ? new Date(candidate.lastAutoAssignedAt).getTime() : -Infinity,
  };
}

function skillMatches(eligible: Ranked[], skills: Config['skills']): Ranked[] {
  const full = eligible.filter((row) => (skills.match === 'any' ? row.coverage > 0 : row.coverage === 1));
  if (full.length > 0) return full;
  if (skills.relaxTo === 'best_partial') {
    const best = Math.max(...eligible.map((row) => row.coverage));
    return best > 0 ? eligible.filter((row) => row.coverage === best) : [];
  }
  return skills.relaxTo === 'ignore_skills' ? eligible : [];
}

/** Ascending by the strategy's keys: coverage (desc), load, last auto-assignment, id. */
function rank(rows: Ranked[], config: Config): Ranked[] {
  const load = (row: Ranked) => (config.load.normalize ? row.ratio : row.load);
  const keys: ((row: Ranked) => number)[] =
    config.strategy === 'round_robin'
      ? [(row) => row.lastAt]
      : config.strategy === 'least_loaded'
        ? [load, (row) => row.lastAt]
        : [(row) => -row.coverage, load, (row) => row.lastAt];
  return [...rows].sort((a, b) => {
    for (const key of keys) {
      const difference = key(a) - key(b);
      if (difference !== 0 && !Number.isNaN(difference)) return difference;
    }
    return a.userId < b.userId ? -1 : a.userId > b.userId ? 1 : 0;
  });
}

function strip(row: Ranked): CandidateDecision {
  const { ratio: _ratio, lastAt: _lastAt, ...rest } = row;
  return rest;
}

function fallback(
  config: Config,
  reason: AutoAssignReason,
  decision: AutoAssignDecision,
  eligible: Ranked[],
): AutoAssignOutcome {
  const clean = { ...decision, candidates: decision.candidates.map((row) => strip(row as Ranked)) };
  const label = (): AutoAssignOutcome =>
    config.fallbackLabelId
      ? { outcome: 'fallback', action: { type: 'label', labelId: config.fallbackLabelId }, reason, decision: clean }
      : { outcome: 'no_op', reason, decision: clean };
  switch (config.fallback) {
    case 'leave_unassigned_and_label':
      return label();
    case 'least_loaded_any': {
      // Skills ignored, capacity still enforced; nobody with room → the label.
      const winner = rank(eligible, { ...config, strategy: 'least_loaded' })[0];
      return winner
        ? { outcome: 'fallback', action: { type: 'assign', userId: winner.userId }, reason, decision: clean }
        : label();
    }
    case 'specific_user':
      return config.fallbackUserId
        ? { outcome: 'fallback', action: { type: 'assign', userId: config.fallbackUserId }, reason, decision: clean }
        : { outcome: 'no_op', reason, decision: clean };
    case 'leave_unassigned':
      return { outcome: 'no_op', reason, decision: clean };
  }
}
