import type { FlowCardRow, FlowResponse, FlowSettings } from '@rbax/shared/analytics';

/** Test data: a scrum-like board (Backlog → Em Desenvolvimento → Em Revisão → Concluído) over 10 days. */
export const settingsFixture: FlowSettings = {
  boardId: 'b1',
  startColumnId: 'dev',
  doneColumnId: 'done',
  timeZone: 'America/Sao_Paulo',
  slePercentile: 85,
  sleWindowDays: 60,
  riskThreshold: 0.5,
  configured: false,
};

export function flowCard(overrides: Partial<FlowCardRow> & { cardId: string }): FlowCardRow {
  return {
    createdOn: '2027-03-01',
    startedOn: null,
    doneOn: null,
    cycleTimeDays: null,
    leadTimeDays: null,
    ageDays: null,
    discarded: false,
    discardedOn: null,
    backwardMoves: 0,
    columnId: 'backlog',
    title: `Card ${overrides.cardId}`,
    valueBrl: null,
    priority: null,
    assigneeId: null,
    dueDate: null,
    labelIds: [],
    exists: true,
    ...overrides,
  };
}

const days = Array.from({ length: 10 }, (_, index) => `2027-03-${String(index + 1).padStart(2, '0')}`);

export function flowFixture(overrides: Partial<FlowResponse> = {}): FlowResponse {
  const cards = [
    flowCard({
      cardId: 'c1',
      title: 'Proposta',
      startedOn: '2027-03-02',
      doneOn: '2027-03-04',
      cycleTimeDays: 3,
      leadTimeDays: 4,
      columnId: 'done',
      valueBrl: '1500.50',
    }),
    flowCard({
      cardId: 'c2',
      title: 'Contrato',
      startedOn: '2027-03-04',
      doneOn: '2027-03-04',
      cycleTimeDays: 1,
      leadTimeDays: 4,
      columnId: 'done',
      backwardMoves: 1,
    }),
    flowCard({
      cardId: 'c3',
      title: 'Landing',
      startedOn: '2027-03-04',
      doneOn: '2027-03-04',
      cycleTimeDays: 1,
      leadTimeDays: 4,
      columnId: 'done',
      valueBrl: '100.00',
    }),
    flowCard({
      cardId: 'c4',
      title: 'Relatório',
      startedOn: '2027-03-03',
      ageDays: 8,
      columnId: 'review',
      valueBrl: '2000.00',
    }),
    flowCard({ cardId: 'c5', title: 'Campanha', startedOn: '2027-03-09', ageDays: 2, columnId: 'dev' }),
    flowCard({ cardId: 'c6', title: 'Ideia', columnId: 'backlog', valueBrl: '50.00' }),
    flowCard({ cardId: 'c7', title: 'Abandonado', discarded: true, discardedOn: '2027-03-05', columnId: 'dev' }),
  ];
  return {
    boardId: 'b1',
    settings: settingsFixture,
    columns: [
      { id: 'backlog', name: 'Backlog', wipLimit: null },
      { id: 'dev', name: 'Em Desenvolvimento', wipLimit: 3 },
      { id: 'review', name: 'Em Revisão', wipLimit: null },
      { id: 'done', name: 'Concluído', wipLimit: null },
    ],
    asOf: '2027-03-10T15:00:00.000Z',
    asOfDate: '2027-03-10',
    from: days[0]!,
    to: days[9]!,
    cards,
    throughput: days.map((date) => ({ date, count: date === '2027-03-04' ? 3 : 0 })),
    cfd: days.map((date) => ({ date, counts: { backlog: 2, dev: 1, review: 1, done: date >= '2027-03-04' ? 3 : 0 } })),
    cfdFlow: days.map((date) => ({
      date,
      counts: { backlog: 2, dev: 1, review: 1, done: date >= '2027-03-04' ? 3 : 0 },
    })),
    percentiles: { n: 3, p50: 1, p70: 3, p85: 3, p95: 3 },
    sle: {
      n: 3,
      p50: 1,
      p70: 3,
      p85: 3,
      p95: 3,
      percentile: 85,
      days: 3,
      windowFrom: '2027-01-10',
      windowTo: '2027-03-10',
    },
    aging: [
      { cardId: 'c5', columnId: 'dev', ageDays: 2, zone: 'yellow', breachRisk: null, n: 0 },
      { cardId: 'c4', columnId: 'review', ageDays: 8, zone: 'darkred', breachRisk: 1, n: 0 },
    ],
    timeInColumns: [
      { columnId: 'backlog', n: 3, p50Days: 1, p85Days: 2, meanDays: 1.3 },
      { columnId: 'dev', n: 3, p50Days: 1, p85Days: 2, meanDays: 1.5 },
      { columnId: 'review', n: 1, p50Days: 1, p85Days: 1, meanDays: 1 },
    ],
    burnup: days.map((date) => ({ date, scope: 6, done: date >= '2027-03-04' ? 3 : 0 })),
    ...overrides,
  };
}
