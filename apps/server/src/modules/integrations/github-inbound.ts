import { createHmac, timingSafeEqual } from 'node:crypto';
import { cardShortId } from '@rbax/shared/cards';
import {
  findCardMentions,
  GITHUB_LINKS_PER_DELIVERY_MAX,
  type CardMentions,
  type GithubDeliveryResult,
} from '@rbax/shared/integrations';
import type { Db } from '#src/db/client.ts';
import type { Deps } from '#src/lib/deps.ts';
import { AppError, notFound, validationFailed } from '#src/lib/errors.ts';
import {
  cardsMentionedOnBoard,
  moveCardBySystem,
  transactionWithMoves,
  type MentionedCardRow,
} from '#src/modules/cards/cards-system-service.ts';
import { appendEvent } from '#src/modules/event-log/event-log-writer.ts';
import { InvalidPayload, linkablesOf, type Linkable } from './github-payloads.ts';
import {
  claimDelivery,
  findConnectionForDelivery,
  pruneDeliveries,
  touchLastDelivery,
  type GithubConnectionRow,
} from './github-repository.ts';
import { secretContext } from './github-service.ts';
import { openSecret } from './secrets.ts';

/**
 * A delivery from a repository's webhook (docs/decisions/036-github-inbound.md). No session: the
 * request is authenticated only by `X-Hub-Signature-256`, the HMAC-SHA256 of the raw body under
 * the connection's secret. A push's commits and an opened or merged pull request that mention
 * cards of the connection's board add 'card.linked' to each card's history; a merged pull request
 * also moves them to the connection's column. All of it, with the delivery id that makes a
 * redelivery write nothing, in one transaction.
 */

type D = Pick<Deps, 'db' | 'config'>;

export type GithubDelivery = {
  connectionId: string;
  event: string | undefined;
  deliveryId: string | undefined;
  signature: string | undefined;
  body: Buffer;
};

/** The HTTP status and the body GitHub sees in its "Recent Deliveries". */
export type GithubDeliveryAnswer = { status: 200 | 202; result: GithubDeliveryResult };

/** GitHub keeps a delivery for redelivery a few days; a week of ids is plenty. */
const DELIVERY_RETENTION_MS = 7 * 24 * 60 * 60 * 1000;
const DELIVERY_ID = /^[\w-]{1,100}$/;

const signatureInvalid = () => new AppError(401, 'unauthorized', 'errors.unauthorized');

/** `sha256=<hex>` against the HMAC of the exact bytes received, in constant time. */
export function signatureMatches(secret: string, body: Buffer, header: string | undefined): boolean {
  const match = /^sha256=([0-9a-f]{64})$/i.exec(header?.trim() ?? '');
  if (!match) return false;
  const expected = createHmac('sha256', secret).update(body).digest();
  return timingSafeEqual(expected, Buffer.from(match[1]!, 'hex'));
}

const emptyResult = (status: GithubDeliveryResult['status'], event: string): GithubDeliveryResult => ({
  status,
  event,
  linked: [],
  moved: [],
  ambiguous: [],
  unknown: [],
});

export async function receiveGithubDelivery(deps: D, delivery: GithubDelivery): Promise<GithubDeliveryAnswer> {
  const connection = await findConnectionForDelivery(deps.db, delivery.connectionId);
  // Unknown and paused look alike, so the answer says nothing about which it is.
  if (!connection || !connection.active) throw notFound();
  const secret = openSecret(deps.config.authSecret, connection.secretEncrypted, secretContext(connection.id));
  if (secret === null || !signatureMatches(secret, delivery.body, delivery.signature)) throw signatureInvalid();
  await touchLastDelivery(deps.db, connection.id);

  const event = delivery.event ?? '';
  if (event === 'ping') return { status: 200, result: emptyResult('pong', event) };
  const linkables = readLinkables(event, delivery.body);
  if (linkables === null) return { status: 202, result: emptyResult('ignored', event) };
  if (!delivery.deliveryId || !DELIVERY_ID.test(delivery.deliveryId)) {
    throw validationFailed([{ path: ['X-GitHub-Delivery'], message: 'validation.required' }]);
  }
  const plan = await planLinks(deps, connection, linkables);
  if (plan.links.length === 0) return { status: 200, result: { ...emptyResult('processed', event), ...plan.report } };
  const result = await writeLinks(deps.db, connection, { ...delivery, event, deliveryId: delivery.deliveryId }, plan);
  return { status: 200, result };
}

/** The delivery's commits or pull request; a handled event whose body is not what GitHub sends is 400. */
function readLinkables(event: string, body: Buffer): Linkable[] | null {
  if (event !== 'push' && event !== 'pull_request') return null;
  try {
    return linkablesOf(event, JSON.parse(body.toString('utf8')));
  } catch (error) {
    if (!(error instanceof SyntaxError) && !(error instanceof InvalidPayload)) throw error;
    throw validationFailed([{ path: ['body'], message: 'validation.invalidValue' }]);
  }
}

type Link = { item: Linkable; cardId: string };
type Plan = { links: Link[]; report: Pick<GithubDeliveryResult, 'ambiguous' | 'unknown'> };

/**
 * Which card each commit or pull request names. A short id resolves among the board's cards
 * only; one that two cards end with names neither (`ambiguous`).
 */
async function planLinks(deps: D, connection: GithubConnectionRow, items: Linkable[]): Promise<Plan> {
  const mentions = items.map((item) => findCardMentions(item.text, deps.config.publicUrl));
  const all: CardMentions = {
    cardIds: [...new Set(mentions.flatMap((m) => m.cardIds))],
    shortIds: [...new Set(mentions.flatMap((m) => m.shortIds))],
  };
  const cards = await cardsMentionedOnBoard(deps.db, connection.boardId, all);
  const byId = new Map(cards.map((card) => [card.id.toLowerCase(), card]));
  const byShortId = new Map<string, MentionedCardRow[]>();
  for (const card of cards) byShortId.set(cardShortId(card.id), [...(byShortId.get(cardShortId(card.id)) ?? []), card]);

  const ambiguous = all.shortIds.filter((shortId) => (byShortId.get(shortId)?.length ?? 0) > 1);
  const unknown = [
    ...all.shortIds.filter((shortId) => !byShortId.has(shortId)),
    ...all.cardIds.filter((cardId) => !byId.has(cardId)),
  ];
  const links: Link[] = [];
  items.forEach((item, index) => {
    const { cardIds, shortIds } = mentions[index]!;
    const named = [
      ...cardIds.flatMap((id) => byId.get(id) ?? []),
      ...shortIds.flatMap((shortId) => {
        const matches = byShortId.get(shortId) ?? [];
        return matches.length === 1 ? matches : [];
      }),
    ];
    for (const cardId of new Set(named.map((card) => card.id))) links.push({ item, cardId });
  });
  return { links: links.slice(0, GITHUB_LINKS_PER_DELIVERY_MAX), report: { ambiguous, unknown } };
}

async function writeLinks(
  db: Db,
  connection: GithubConnectionRow & { workspaceId: string | null },
  delivery: { deliveryId: string; event: string },
  plan: Plan,
): Promise<GithubDeliveryResult> {
  const scope = { boardId: connection.boardId, workspaceId: connection.workspaceId };
  return transactionWithMoves(db, async (tx, attempt) => {
    const claimed = await claimDelivery(tx, {
      connectionId: connection.id,
      deliveryId: delivery.deliveryId,
      boardId: connection.boardId,
      event: delivery.event,
    });
    if (!claimed) return { ...emptyResult('duplicate', delivery.event), ...plan.report };
    await pruneDeliveries(tx, connection.id, new Date(Date.now() - DELIVERY_RETENTION_MS));
    for (const { item, cardId } of plan.links) {
      await appendEvent(tx, {
        ...scope,
        kind: 'card.linked',
        // GitHub did it, not the person who connected the board (decision 036).
        actorId: null,
        entityId: cardId,
        data: {
          provider: 'github',
          kind: item.kind,
          url: item.url,
          title: item.title,
          author: item.author,
          ...(item.kind === 'pull_request' && { merged: item.merged }),
        },
      });
    }
    const moved: string[] = [];
    const columnId = connection.mergedColumnId;
    const toMove = columnId ? new Set(plan.links.filter((link) => link.item.merged).map((link) => link.cardId)) : [];
    for (const cardId of toMove) {
      if (await moveCardBySystem(tx, { ...scope, cardId, columnId: columnId! }, attempt)) moved.push(cardId);
    }
    return {
      ...emptyResult('processed', delivery.event),
      linked: plan.links.map(({ item, cardId }) => ({ cardId, url: item.url })),
      moved,
      ...plan.report,
    };
  });
}
