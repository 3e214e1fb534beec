import type { WorkspaceAnalytics } from '@rbax/shared/analytics';
import { priorities } from '@rbax/shared/cards';
import { ascending, nearestRank, percentilesOf } from '@rbax/shared/flow/percentiles';
import type { FlowCard } from '@rbax/shared/flow/types';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { inRange, isoWeekOf, weeksOf, type DateRange } from './report-range.ts';
import { workspaceFlows, type CardAttributes } from './workspace-flows.ts';

type D = Pick<Deps, 'db'>;

type BreakdownRow = WorkspaceAnalytics['byLabel'][number];

/** A card as the report counts it: created and completed in the range, in progress now. */
type Counted = { createdOn: string | null; completedOn: string | null; leadTimeDays: number | null; wip: boolean };

/** Finished means in the board's done column (flow-service), not discarded; created means it entered the board. */
function counted(card: FlowCard, range: DateRange, wip: boolean): Counted {
  const completed = !card.discarded && inRange(card.doneOn, range);
  return {
    createdOn: inRange(card.createdOn, range) ? card.createdOn : null,
    completedOn: completed ? card.doneOn : null,
    leadTimeDays: completed ? card.leadTimeDays : null,
    wip,
  };
}

class Tally {
  created = 0;
  completed = 0;
  wip = 0;
  readonly leadTimes: number[] = [];

  add(card: Counted): void {
    if (card.createdOn) this.created += 1;
    if (card.completedOn) {
      this.completed += 1;
      if (card.leadTimeDays !== null) this.leadTimes.push(card.leadTimeDays);
    }
    if (card.wip) this.wip += 1;
  }

  get empty(): boolean {
    return this.created === 0 && this.completed === 0 && this.wip === 0;
  }

  row(key: string, name: string, color: string | null): BreakdownRow {
    return {
      key,
      name,
      color,
      created: this.created,
      completed: this.completed,
      wip: this.wip,
      leadTimeP85: nearestRank(ascending(this.leadTimes), 85),
    };
  }
}

/** Tallies by key, created on first use. */
class Tallies<K> extends Map<K, Tally> {
  of(key: K): Tally {
    let tally = this.get(key);
    if (!tally) {
      tally = new Tally();
      this.set(key, tally);
    }
    return tally;
  }
}

const byActivity = (a: BreakdownRow, b: BreakdownRow) =>
  b.completed - a.completed || b.created - a.created || b.wip - a.wip || a.name.localeCompare(b.name, 'pt-BR');

/**
 * The label, priority and assignee breakdowns. They read the cards' attributes as they are now
 * (the assignee at completion is the current one); a card no longer on any of the boards (deleted,
 * moved out of the workspace) has none and counts only in the board and week totals. Labels are
 * per board: one row per name and colour across boards; a card counts once under each label.
 */
function breakdowns(cards: { counted: Counted; attributes: CardAttributes }[]) {
  const labels = new Tallies<string>();
  const labelNames = new Map<string, { name: string; color: string }>();
  const byPriority = new Tallies<string>(priorities.map((priority) => [priority, new Tally()]));
  byPriority.set('none', new Tally());
  const assignees = new Tallies<string>();
  const assigneeNames = new Map<string, string>();
  for (const { counted: card, attributes } of cards) {
    // One count per label and card, even when two of its labels share a name and colour.
    const distinct = new Map(attributes.labels.map((label) => [`${label.color}|${label.name}`, label]));
    for (const [key, label] of distinct) {
      labels.of(key).add(card);
      labelNames.set(key, label);
    }
    byPriority.of(attributes.priority ?? 'none').add(card);
    const assignee = attributes.assignee;
    assignees.of(assignee?.id ?? 'unassigned').add(card);
    if (assignee) assigneeNames.set(assignee.id, assignee.name);
  }
  return {
    byLabel: [...labels]
      .filter(([, tally]) => !tally.empty)
      .map(([key, tally]) => tally.row(key, labelNames.get(key)!.name, labelNames.get(key)!.color))
      .sort(byActivity),
    byPriority: [...byPriority].map(([key, tally]) => tally.row(key, key, null)),
    byAssignee: [...assignees]
      .filter(([, tally]) => !tally.empty)
      .map(([key, tally]) => tally.row(key, assigneeNames.get(key) ?? 'unassigned', null))
      .sort(byActivity),
  };
}

/**
 * GET /api/v1/workspaces/:id/analytics (any member; 404 for anyone else): over the workspace's
 * boards (not archived), per board and per ISO week of the range the cards created and completed
 * and the lead-time percentiles (nearest rank, of the cards completed), the work in progress now,
 * and breakdowns by label, priority and assignee.
 */
export async function getWorkspaceAnalytics(
  deps: D,
  user: SessionUser,
  workspaceId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Promise<WorkspaceAnalytics> {
  const { range, timeZone, boards, cards } = await workspaceFlows(deps, user, workspaceId, query, now);
  const weeks = new Tallies<string>(weeksOf(range).map((week) => [week, new Tally()]));
  const attributed: { counted: Counted; attributes: CardAttributes }[] = [];
  const boardRows = boards.map(({ board, flow, wipCardIds }) => {
    const tally = new Tally();
    for (const card of flow.output.cards) {
      const one = counted(card, range, wipCardIds.has(card.cardId));
      tally.add(one);
      if (one.createdOn) weeks.of(isoWeekOf(one.createdOn)).add({ ...one, completedOn: null, wip: false });
      if (one.completedOn) weeks.of(isoWeekOf(one.completedOn)).add({ ...one, createdOn: null, wip: false });
      const attributes = cards.get(card.cardId);
      if (attributes) attributed.push({ counted: one, attributes });
    }
    return {
      ...board,
      created: tally.created,
      completed: tally.completed,
      wip: tally.wip,
      leadTime: percentilesOf(tally.leadTimes),
    };
  });
  return {
    workspaceId,
    from: range.from,
    to: range.to,
    timeZone,
    boards: boardRows,
    weeks: [...weeks].map(([week, tally]) => ({
      week,
      created: tally.created,
      completed: tally.completed,
      leadTime: percentilesOf(tally.leadTimes),
    })),
    ...breakdowns(attributed),
  };
}
