/**
 * Flow metrics (issue 19; design note flow-metrics.md §2–§4; docs/decisions/037): the types of the
 * pure computations shared by the server and the web. Dates are local `YYYY-MM-DD` strings in the
 * board's IANA time zone; instants are ISO 8601 UTC strings.
 */

/** The event kinds the computation reads; every other kind is ignored. */
export const flowEventKinds = ['card.created', 'card.moved', 'card.archived', 'card.restored', 'card.deleted'] as const;
export type FlowEventKind = (typeof flowEventKinds)[number];

/**
 * One event as the computation reads it. `columnId` is the column a card was created in
 * (`card.created`); `fromColumnId`/`toColumnId` describe a move within the board. A card that
 * arrives from another board is a `card.created` in its new column; one that leaves for another
 * board is a `card.deleted` (the server maps them so).
 */
export type FlowEvent = {
  kind: FlowEventKind | (string & {});
  cardId: string;
  /** ISO 8601 instant (UTC). */
  at: string;
  columnId?: string | null;
  fromColumnId?: string | null;
  toColumnId?: string | null;
};

export type FlowInput = {
  /** In the order they were written (the log's order); events after `asOf` are ignored. */
  events: readonly FlowEvent[];
  /** The board's columns in board order (left to right). */
  columns: readonly { id: string }[];
  /** The commitment point: a card is started once it effectively entered this column or a later one. */
  startColumnId: string;
  /** A card is finished while it is in this column (its effective entry is the finish). */
  doneColumnId: string;
  /** IANA zone every date is bucketed in (the board's, never the server's or the browser's). */
  timeZone: string;
  /** The instant the metrics are computed at (ISO 8601). */
  asOf: string;
  /** First local day of the charts' range; default `to` − (sleWindowDays − 1). */
  from?: string;
  /** Last local day of the charts' range; default the local date of `asOf`. */
  to?: string;
  /** The percentile of the SLE (50–99; default 85). */
  slePercentile?: number;
  /**
   * Days of finished cards the SLE and the ageing zones are read from, ending on the local date of
   * `asOf` (default 60). Percentiles of the range are in `percentiles`; the SLE's in `sle`.
   */
  sleWindowDays?: number;
};

export type FlowCard = {
  cardId: string;
  /** Local date the card entered the board (created, or arrived from another board). */
  createdOn: string;
  /** Local date of the effective entry into the start column (back-filled from a later column when skipped); null while not started. */
  startedOn: string | null;
  /** Local date of the effective entry into the done column, while the card is there; null otherwise. */
  doneOn: string | null;
  /** doneOn − startedOn + 1 (calendar days, min 1); null when not both. */
  cycleTimeDays: number | null;
  /** doneOn − createdOn + 1; null when not done. */
  leadTimeDays: number | null;
  /** For a started, unfinished, not discarded card: local(asOf) − startedOn + 1; null otherwise. */
  ageDays: number | null;
  /** Archived or removed before finishing: excluded from cycle time, throughput and WIP. */
  discarded: boolean;
  /** Local date it was discarded, when it is. */
  discardedOn: string | null;
  /** Moves to an earlier column (rework), counted, never hidden. */
  backwardMoves: number;
  /** The column the card is in at `asOf` (the one it left from when it was discarded). */
  columnId: string | null;
};

export type Percentiles = {
  /** How many samples. */
  n: number;
  p50: number | null;
  p70: number | null;
  p85: number | null;
  p95: number | null;
};

export type AgingZone = 'green' | 'yellow' | 'orange' | 'red' | 'darkred' | 'none';

export type AgingItem = {
  cardId: string;
  columnId: string;
  ageDays: number;
  /** ≤ P50 green, ≤ P70 yellow, ≤ SLE orange, > SLE red, > P95 (when above the SLE) dark red; `none` without history. */
  zone: AgingZone;
  /** P(T > SLE | T ≥ age) from the SLE window's cycle times; 1 once past the SLE; null with no precedent (n = 0) or no SLE. */
  breachRisk: number | null;
  /** #{T ≥ age}: the samples the risk stands on (low confidence below 5). */
  n: number;
};

export type FlowOutput = {
  /** The resolved range. */
  from: string;
  to: string;
  /** Local date of `asOf`. */
  asOfDate: string;
  /** Every card that entered the board on or before `asOf`, in order of first appearance. */
  cards: FlowCard[];
  /** Cards finished on each local day from `from` to `to`, zeros included. */
  throughput: { date: string; count: number }[];
  /** Mode A ("as it was"): non-discarded cards per column at the end of each local day. */
  cfd: { date: string; counts: Record<string, number> }[];
  /** Mode B ("flow"): from effective entries; never decreases. */
  cfdFlow: { date: string; counts: Record<string, number> }[];
  /** Cycle times of the cards finished within [from, to] (nearest rank). */
  percentiles: Percentiles;
  /** The SLE: cycle times of cards finished within the SLE window ending on `asOfDate`. */
  sle: Percentiles & { percentile: number; days: number | null; windowFrom: string; windowTo: string };
  /** Started, unfinished, not discarded cards at `asOf`, by column order then age. */
  aging: AgingItem[];
  /** Time in each column before Done of the cards finished within [from, to] (visits summed), in days. */
  timeInColumns: {
    columnId: string;
    n: number;
    p50Days: number | null;
    p85Days: number | null;
    meanDays: number | null;
  }[];
  /** At the end of each day of the range: cards on the board not discarded (scope) and finished (done). */
  burnup: { date: string; scope: number; done: number }[];
};
