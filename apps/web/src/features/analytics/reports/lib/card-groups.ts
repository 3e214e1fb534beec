import type { FlowCardRow, FlowResponse } from '@rbax/shared/analytics';

/**
 * Where each card of a flow answer stands for the range, by the rules of design note §2: finished
 * (in, before or after the range), in progress (started, unfinished), not started, discarded
 * (archived or removed before finishing). Every chart's "included/excluded" panel counts these.
 */
export type CardGroups = {
  finishedInRange: FlowCardRow[];
  finishedBefore: FlowCardRow[];
  finishedAfter: FlowCardRow[];
  inProgress: FlowCardRow[];
  notStarted: FlowCardRow[];
  discarded: FlowCardRow[];
  /** Finished in the range after at least one move back (rework; counted once). */
  reworked: FlowCardRow[];
  /** Finished in the range straight from before the commitment point (cycle time back-filled). */
  skippedStart: FlowCardRow[];
};

export function groupCards(flow: Pick<FlowResponse, 'cards' | 'from' | 'to'>): CardGroups {
  const groups: CardGroups = {
    finishedInRange: [],
    finishedBefore: [],
    finishedAfter: [],
    inProgress: [],
    notStarted: [],
    discarded: [],
    reworked: [],
    skippedStart: [],
  };
  for (const card of flow.cards) {
    if (card.discarded) groups.discarded.push(card);
    else if (card.doneOn !== null) {
      if (card.doneOn < flow.from) groups.finishedBefore.push(card);
      else if (card.doneOn > flow.to) groups.finishedAfter.push(card);
      else {
        groups.finishedInRange.push(card);
        if (card.backwardMoves > 0) groups.reworked.push(card);
        if (card.startedOn === card.doneOn && card.cycleTimeDays === 1) groups.skippedStart.push(card);
      }
    } else if (card.startedOn !== null) groups.inProgress.push(card);
    else groups.notStarted.push(card);
  }
  return groups;
}

/** The cards whose discard date falls in the range (the others were gone before it started). */
export function discardedInRange(groups: CardGroups, from: string, to: string): FlowCardRow[] {
  return groups.discarded.filter(
    (card) => card.discardedOn !== null && card.discardedOn >= from && card.discardedOn <= to,
  );
}
