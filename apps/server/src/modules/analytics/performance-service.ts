import type { PerformanceResponse } from '@rbax/shared/analytics';
import type { UserRef } from '@rbax/shared/cards';
import { localDate } from '@rbax/shared/flow/dates';
import { percentilesOf } from '@rbax/shared/flow/percentiles';
import type { SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { inRange, isoWeekOf, weeksOf } from './report-range.ts';
import { workspaceMembers } from './workspace-analytics-repository.ts';
import { workspaceFlows } from './workspace-flows.ts';

type D = Pick<Deps, 'db'>;

type Person = PerformanceResponse['people'][number];

class PersonTally {
  throughput = 0;
  wip = 0;
  withDue = 0;
  onTime = 0;
  readonly cycleTimes: number[] = [];
  readonly weekly: Map<string, number>;

  constructor(
    readonly user: UserRef,
    weeks: readonly string[],
  ) {
    this.weekly = new Map(weeks.map((week) => [week, 0]));
  }

  get empty(): boolean {
    return this.throughput === 0 && this.wip === 0;
  }

  toPerson(): Person {
    return {
      user: this.user,
      throughput: this.throughput,
      cycleTime: percentilesOf(this.cycleTimes),
      onTime: {
        withDue: this.withDue,
        onTime: this.onTime,
        rate: this.withDue === 0 ? null : this.onTime / this.withDue,
      },
      wip: this.wip,
      weekly: [...this.weekly].map(([week, count]) => ({ week, count })),
    };
  }
}

/**
 * GET /api/v1/workspaces/:id/performance: per person, over the workspace's boards (not archived),
 * the cards finished in the range (in the board's done column, not discarded), their cycle-time
 * percentiles (nearest rank), the on-time rate (of those with a due date, finished on or before
 * the due date's local day in the board's zone), the work in progress now and the finished cards
 * per ISO week. A card belongs to its assignee now, taken as the assignee when it was finished.
 *
 * Owners and admins of the workspace see every member (and anyone else assigned such cards):
 * scope `all`. Members and viewers see themselves only: scope `self`. Anyone else: 404.
 */
export async function getPerformance(
  deps: D,
  user: SessionUser,
  workspaceId: string,
  query: { from?: string | undefined; to?: string | undefined },
  now: Date = new Date(),
): Promise<PerformanceResponse> {
  const { role, range, boards, cards } = await workspaceFlows(deps, user, workspaceId, query, now);
  const scope = role === 'owner' || role === 'admin' ? 'all' : 'self';
  const weeks = weeksOf(range);
  const people = new Map<string, PersonTally>();
  const tallyOf = (person: UserRef) => {
    let tally = people.get(person.id);
    if (!tally) {
      tally = new PersonTally(person, weeks);
      people.set(person.id, tally);
    }
    return tally;
  };
  const members =
    scope === 'all'
      ? await workspaceMembers(deps.db, workspaceId)
      : [{ id: user.id, name: user.name, image: user.image }];
  for (const member of members) tallyOf(member);

  for (const { flow, wipCardIds } of boards) {
    const timeZone = flow.settings.timeZone;
    for (const card of flow.output.cards) {
      const attributes = cards.get(card.cardId);
      const assignee = attributes?.assignee;
      if (!attributes || !assignee || (scope === 'self' && assignee.id !== user.id)) continue;
      const tally = tallyOf(assignee);
      if (wipCardIds.has(card.cardId)) tally.wip += 1;
      if (card.discarded || !inRange(card.doneOn, range)) continue;
      tally.throughput += 1;
      if (card.cycleTimeDays !== null) tally.cycleTimes.push(card.cycleTimeDays);
      const week = isoWeekOf(card.doneOn);
      tally.weekly.set(week, (tally.weekly.get(week) ?? 0) + 1);
      if (attributes.dueDate) {
        tally.withDue += 1;
        if (card.doneOn <= localDate(attributes.dueDate.toISOString(), timeZone)) tally.onTime += 1;
      }
    }
  }

  const memberIds = new Set(members.map((member) => member.id));
  return {
    workspaceId,
    from: range.from,
    to: range.to,
    scope,
    people: [...people.values()]
      .filter((tally) => memberIds.has(tally.user.id) || !tally.empty)
      .sort((a, b) => b.throughput - a.throughput || a.user.name.localeCompare(b.user.name, 'pt-BR'))
      .map((tally) => tally.toPerson()),
  };
}
