import { z } from 'zod';

/**
 * The event log's catalogue (ARCHITECTURE §3, issue 18): every kind of event the server writes,
 * the shape of its `data`, and what it is about. Server and web read events through this one
 * list; a kind missing here cannot be written.
 *
 * Scope says which stream an event belongs to and what `entityId` names:
 * - `card`: a card's own change or something inside it (comments, checklist, attachments, time);
 *   `entityId` is the card. The board's stream.
 * - `column`, `label`: a column or label of the board; `entityId` is it. The board's stream.
 * - `board`: the board itself; `entityId` is the board. The board's stream.
 * - `workspace`: membership, boards that no longer exist and documents; the workspace's stream
 *   (a board's own stream is deleted with it). `entityId` names the member, the board or the document.
 */

export const eventScopes = ['card', 'column', 'label', 'board', 'workspace'] as const;
export type EventScope = (typeof eventScopes)[number];

const id = z.string();
const nullableId = z.string().nullable();
/** `{ field: { old, new } }` of an edit, as the card history shows it. */
const changes = z.record(z.string(), z.object({ old: z.unknown(), new: z.unknown() }));
const version = z.number().int().positive();

/**
 * What an automation's action writes on the events it causes (issue 20; read by
 * automations/triggers.ts): the rule, its run, the depth in the causal chain, the person's event
 * that started the chain (`rootEventId`; null for a chain a time trigger or a button started —
 * the cycle guard, design note §7.7.4) and the rule's name when it ran (the history says
 * 'Automação · <rule>'). Events with it have no actor. `rootEventId` and `ruleName` came later:
 * events written before them lack both, and stay readable.
 */
export const automationMarkerSchema = z.object({
  ruleId: z.string(),
  runId: z.string(),
  /** 1 for an event written by a rule a person's event triggered; +1 down a chain. */
  depth: z.number().int().min(1),
  rootEventId: z.string().nullable().optional(),
  ruleName: z.string().optional(),
});
export type AutomationMarker = z.infer<typeof automationMarkerSchema>;
const automation = automationMarkerSchema.optional();
/**
 * Set on events brought in from elsewhere — an import's dated history, a restored backup's log
 * (issue 23, docs/decisions/044): they describe the past, so consumers that act on people's
 * changes (notifications, automations) pass over them; realtime, analytics and webhooks see them.
 */
const imported = z.literal(true).optional();

/** Whether an event came from an import or a restore (see `imported` above). */
export function isImportedEvent(data: unknown): boolean {
  return typeof data === 'object' && data !== null && (data as { imported?: unknown }).imported === true;
}

const card = <T extends z.ZodRawShape>(shape: T) => ({
  scope: 'card' as const,
  data: z.object({ ...shape, automation, imported }),
  face: true,
});
/** About a card but not what the board shows of it (its history, its time): no re-read of the card. */
const cardHistory = <T extends z.ZodRawShape>(shape: T) => ({
  scope: 'card' as const,
  data: z.object(shape),
  face: false,
});
const column = <T extends z.ZodRawShape>(shape: T) => ({ scope: 'column' as const, data: z.object(shape) });
const label = <T extends z.ZodRawShape>(shape: T) => ({ scope: 'label' as const, data: z.object(shape) });
const board = <T extends z.ZodRawShape>(shape: T) => ({ scope: 'board' as const, data: z.object(shape) });
const workspace = <T extends z.ZodRawShape>(shape: T) => ({ scope: 'workspace' as const, data: z.object(shape) });

export const eventCatalogue = {
  'board.created': board({
    title: z.string(),
    template: z.string().nullable(),
    duplicatedFrom: nullableId,
    columns: z.number().int().optional(),
    cards: z.number().int().optional(),
    /** Made by an import (issue 23): its source; 'marketplace' for an installed template (issue 27). */
    importedFrom: z.enum(['trello', 'csv', 'json', 'marketplace']).optional(),
  }),
  'board.updated': board({
    title: z.string().optional(),
    description: z.string().nullable().optional(),
    icon: z.string().optional(),
    color: z.string().optional(),
    coverUrl: z.string().nullable().optional(),
  }),
  'board.archived': board({}),
  'board.restored': board({}),
  /** Into or out of a workspace (`null`: "Sem workspace"); `reason` when the workspace was deleted. */
  'board.moved': board({ from: nullableId, to: nullableId, reason: z.literal('workspace.deleted').optional() }),
  'board.labels_set': board({ labelIds: z.array(id) }),
  'label.created': label({ name: z.string(), color: z.string() }),
  'label.updated': label({ name: z.string().optional(), color: z.string().optional() }),
  'label.deleted': label({ name: z.string() }),
  'column.created': column({ name: z.string(), position: z.string() }),
  'column.updated': column({
    name: z.string().optional(),
    wipLimit: z.number().int().nullable().optional(),
    color: z.string().nullable().optional(),
  }),
  'column.moved': column({ from: z.string(), to: z.string() }),
  /** The column's active cards were archived with it. */
  'column.deleted': column({ name: z.string(), archivedCardIds: z.array(id) }),
  'card.created': card({
    version,
    columnId: id,
    title: z.string(),
    assigneeId: nullableId,
    position: z.string().optional(),
    /** Created as a subtask of this card (issue 21); absent for a card of the board. */
    parentId: id.optional(),
  }),
  'card.updated': card({ version, changes }),
  /** Written on both boards when a card changes board. */
  'card.moved': card({
    version,
    fromColumnId: id,
    toColumnId: id,
    fromBoardId: id,
    toBoardId: id,
    position: z.string(),
  }),
  'card.archived': card({ version, columnId: id, changes }),
  'card.restored': card({ version, columnId: id, changes }),
  'card.completed': card({ version, columnId: id, changes }),
  'card.uncompleted': card({ version, columnId: id, changes }),
  'card.deleted': card({ title: z.string(), columnId: id }),
  'card.copied': card({ version, fromCardId: id, columnId: id, title: z.string() }),
  /**
   * Subtasks (issue 21, docs/decisions/040), written on the parent: a subtask was created under
   * it or an existing card was demoted under it. The subtask's own change is on the subtask
   * ('card.created', or 'card.updated' with `changes.parentId`); the parent's face is unchanged.
   */
  'card.subtask_added': cardHistory({ subtaskId: id, title: z.string(), origin: z.enum(['created', 'demoted']) }),
  /** A subtask left the parent: promoted to a card, deleted, or demoted under another card. */
  'card.subtask_removed': cardHistory({
    subtaskId: id,
    title: z.string(),
    reason: z.enum(['promoted', 'deleted', 'moved']),
  }),
  /**
   * Dependencies (issue 22, docs/decisions/043), written on the card that waits: it now waits for
   * `dependsOnId` ('Bloqueado por'), or no longer does — `removed` by someone, or `moved` because
   * one of the two cards left the board. The board sends its dependencies beside the cards, so
   * neither card's face changes.
   */
  'card.dependency_added': cardHistory({ dependsOnId: id, title: z.string() }),
  'card.dependency_removed': cardHistory({
    dependsOnId: id,
    title: z.string(),
    reason: z.enum(['removed', 'moved']),
  }),
  'comment.added': card({ commentId: id, mentions: z.array(id) }),
  'comment.updated': card({ commentId: id, mentions: z.array(id), addedMentions: z.array(id) }),
  'comment.deleted': card({ commentId: id }),
  'checklist.item_added': card({ itemId: id, text: z.string() }),
  'checklist.item_updated': card({ itemId: id, text: z.string(), done: z.boolean().optional() }),
  'checklist.item_moved': card({ itemId: id, text: z.string(), position: z.string() }),
  'checklist.item_deleted': card({ itemId: id, text: z.string() }),
  'attachment.added': card({ attachmentId: id, name: z.string() }),
  'attachment.deleted': card({ attachmentId: id, name: z.string() }),
  /**
   * Time spent on the card (issue 21, `time/entries.ts`): an entry recorded by hand or by focus
   * mode. The card's face shows its time spent, so every time event but the start re-reads it.
   * `billable` and `workDate` came with issue 21; older events lack them.
   */
  'time.logged': card({
    timeEntryId: id,
    source: z.string(),
    durationSeconds: z.number().int(),
    billable: z.boolean().optional(),
    workDate: z.string().optional(),
  }),
  /** The actor started their timer on the card (`time/timer.ts`). */
  'time.started': cardHistory({ timerId: id, startedAt: z.string() }),
  /**
   * The actor's timer on the card stopped: `stopped` by them, `switched` by starting another,
   * `discarded` (nothing recorded). `timeEntryId` is the entry it recorded, if any.
   */
  'time.stopped': card({
    timerId: id,
    reason: z.enum(['stopped', 'switched', 'discarded']),
    timeEntryId: nullableId,
    durationSeconds: z.number().int(),
  }),
  /** An entry's date, duration, note or billable flag changed; `userId` is its author. */
  'time.updated': card({ timeEntryId: id, userId: nullableId, changes }),
  'time.deleted': card({ timeEntryId: id, userId: nullableId, durationSeconds: z.number().int() }),
  /**
   * A commit or pull request that mentions the card (GitHub, docs/decisions/036); it changes no
   * field of the card. `author` is the GitHub login or name; the event's actor is null.
   */
  'card.linked': cardHistory({
    provider: z.literal('github'),
    kind: z.enum(['commit', 'pull_request']),
    url: z.string(),
    title: z.string(),
    author: z.string().nullable(),
    merged: z.boolean().optional(),
  }),
  'workspace.member_added': workspace({ userId: id, role: z.string() }),
  'workspace.member_removed': workspace({ userId: id, role: z.string() }),
  'workspace.member_role_changed': workspace({ userId: id, from: z.string(), to: z.string() }),
  /** A member's hourly rate was set, changed or removed (issue 21); the amount stays out of the log. */
  'time.rate_changed': workspace({ userId: id, hasRate: z.boolean() }),
  /** A board of the workspace was deleted with everything in it (its own stream went too). */
  'board.deleted': workspace({ boardId: id, title: z.string() }),
  /**
   * Documents (issue 26, docs/decisions/051), in the workspace's stream; `entityId` is the
   * document. `boardId` is the board it belongs to, if any.
   */
  'doc.created': workspace({
    title: z.string(),
    parentId: nullableId,
    boardId: nullableId,
    template: z.string().nullable(),
  }),
  'doc.renamed': workspace({ from: z.string(), to: z.string() }),
  'doc.moved': workspace({ fromParentId: nullableId, toParentId: nullableId, position: z.string() }),
  'doc.archived': workspace({ title: z.string() }),
  'doc.restored': workspace({ title: z.string() }),
  'doc.deleted': workspace({ title: z.string() }),
  /** A version of the document was restored (`versionId`). */
  'doc.version_restored': workspace({ versionId: id }),
  /** The document now mentions cards (`#` chips) or people (`@`), each named once when added. */
  'doc.mentioned': workspace({ title: z.string(), cardIds: z.array(id), userIds: z.array(id) }),
} as const;

export type EventKind = keyof typeof eventCatalogue;
export const eventKinds = Object.keys(eventCatalogue) as EventKind[];
export type EventData<K extends EventKind> = z.output<(typeof eventCatalogue)[K]['data']>;

export function isEventKind(value: string): value is EventKind {
  return Object.hasOwn(eventCatalogue, value);
}

export function scopeOf(kind: EventKind): EventScope {
  return eventCatalogue[kind].scope;
}

/** Whether an event is about one card (its `entityId`): the rule the board cache and the web share. */
export function isCardScoped(kind: string): boolean {
  return isEventKind(kind) && eventCatalogue[kind].scope === 'card';
}

/**
 * Whether an event may change the card as the board shows it (fields, position, counts): the
 * card is read again. Time logged, for one, changes only its history and time entries.
 */
export function changesCardFace(kind: string): boolean {
  if (!isEventKind(kind)) return false;
  const entry = eventCatalogue[kind];
  return entry.scope === 'card' && entry.face;
}

/** Every kind about one card, and those of them that change the card as the board shows it. */
export const cardScopedKinds: readonly EventKind[] = eventKinds.filter((kind) => eventCatalogue[kind].scope === 'card');
export const cardFaceKinds: readonly EventKind[] = cardScopedKinds.filter(changesCardFace);

/** Workspace-scoped events live in the workspace's stream, every other one in its board's. */
export const isWorkspaceScoped = (kind: EventKind) => eventCatalogue[kind].scope === 'workspace';

/** The data of an event, checked against its kind's schema (throws on a mismatch). */
export function parseEventData<K extends EventKind>(kind: K, data: unknown): EventData<K> {
  return eventCatalogue[kind].data.parse(data) as EventData<K>;
}

export const actorSchema = z.object({ id: z.string(), name: z.string(), image: z.string().nullable() });

/**
 * One event as the API shows it (activity, realtime, catch-up). `boardId` is null for a
 * workspace-scoped event; `seq` counts within its stream.
 */
export const logEventSchema = z.object({
  id: z.string(),
  seq: z.number().int(),
  boardId: z.string().nullable(),
  workspaceId: z.string().nullable(),
  kind: z.string(),
  entityId: z.string().nullable(),
  actor: actorSchema.nullable(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type LogEvent = z.infer<typeof logEventSchema>;

/** An event of a board's stream (history, realtime, catch-up): it always names its board. */
export const boardEventSchema = logEventSchema.extend({ boardId: z.string() });
export type BoardEvent = z.infer<typeof boardEventSchema>;

/** A log event whose `data` is narrowed by its kind (after `typedEvent`). */
export type TypedLogEvent<K extends EventKind = EventKind> = K extends EventKind
  ? Omit<LogEvent, 'kind' | 'data'> & { kind: K; data: EventData<K> }
  : never;

/** The event with its data parsed by its kind's schema, or `null` for an unknown kind or bad data. */
export function typedEvent(event: LogEvent): TypedLogEvent | null {
  if (!isEventKind(event.kind)) return null;
  const parsed = eventCatalogue[event.kind].data.safeParse(event.data);
  return parsed.success ? ({ ...event, data: parsed.data } as TypedLogEvent) : null;
}
