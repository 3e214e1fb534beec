/**
 * Reading a run for people (issue 20): which condition failed ('items[1].items[0]' → [2, 1]),
 * and what auto-assignment decided, from the step's `detail`.
 */

/** 'items[1].items[0]' → [2, 1] (1-based, for 'Condição 2 › 1'). */
export function conditionNumbers(failedPath: string | null | undefined): number[] {
  if (!failedPath) return [];
  return [...failedPath.matchAll(/\[(\d+)\]/g)].map((match) => Number(match[1]) + 1);
}

export interface CandidateRow {
  userId: string;
  eligible: boolean;
  excludedBy?: string;
  coverage: number;
  load: number;
  capacity: number | null;
}

export type AssignDetail =
  | { outcome: 'assigned'; userId: string; candidates: CandidateRow[] }
  | { outcome: 'no_op'; reason: string; candidates: CandidateRow[] }
  | {
      outcome: 'fallback';
      reason: string;
      action: { type: string; labelId?: string; userId?: string };
      candidates: CandidateRow[];
    };

/** The auto-assignment outcome in a step's detail, or null when the detail is something else. */
export function assignDetail(detail: unknown): AssignDetail | null {
  if (typeof detail !== 'object' || detail === null || !('outcome' in detail)) return null;
  const value = detail as Record<string, unknown>;
  const decision = value.decision as { candidates?: CandidateRow[] } | undefined;
  const candidates = Array.isArray(decision?.candidates) ? decision.candidates : [];
  if (value.outcome === 'assigned' && typeof value.userId === 'string') {
    return { outcome: 'assigned', userId: value.userId, candidates };
  }
  if (value.outcome === 'no_op') return { outcome: 'no_op', reason: String(value.reason), candidates };
  if (value.outcome === 'fallback') {
    return {
      outcome: 'fallback',
      reason: String(value.reason),
      action: value.action as { type: string; labelId?: string; userId?: string },
      candidates,
    };
  }
  return null;
}
