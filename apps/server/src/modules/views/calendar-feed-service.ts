import { createHash, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import { TIME_DEFAULT_TIME_ZONE } from '@rbax/shared/time/entries';
import { CALENDAR_FEED_PATH, type CalendarFeed } from '@rbax/shared/views/calendar-feed';
import { uuidv7 } from '@rbax/shared/ids';
import { assertBoard, assertSessionCaller, readableBoardRows, type SessionUser } from '#src/lib/access.ts';
import type { Deps } from '#src/lib/deps.ts';
import { notFound } from '#src/lib/errors.ts';
import { feedCalendar } from './calendar-feed-ical.ts';
import {
  feedCards,
  feedOwner,
  findFeed,
  findFeedByTokenHash,
  saveFeed,
  setFeedHash,
  touchFeed,
  type FeedRow,
} from './calendar-feed-repository.ts';

/**
 * Secret iCal feeds (issue 22, docs/decisions/043): a person's feed of a board they read, and of
 * their own cards. The address's token is HMAC-SHA256(key from AUTH_SECRET, feed id + salt), so
 * the server can show the same address again while storing only the token's SHA-256; a new salt
 * is a new address (the old one stops at once). A feed reads as its owner, every time: someone
 * who loses the board gets 404 there, and a wrong token is 404 like a missing one.
 */

type D = Pick<Deps, 'db' | 'config'>;

const keys = new Map<string, Buffer>();
function feedKey(authSecret: string): Buffer {
  let key = keys.get(authSecret);
  if (!key)
    keys.set(authSecret, (key = Buffer.from(hkdfSync('sha256', authSecret, 'rbax-flow', 'calendar feeds v1', 32))));
  return key;
}

const tokenOf = (config: D['config'], feed: Pick<FeedRow, 'id' | 'salt'>) =>
  createHmac('sha256', feedKey(config.authSecret)).update(`${feed.id}.${feed.salt}`).digest('base64url');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const urlOf = (config: D['config'], token: string) => `${config.publicUrl}${CALENDAR_FEED_PATH}/${token}.ics`;

/** The address of the person's feed (board or own cards), made on first use or anew on `regenerate`. */
async function feedUrl(deps: D, userId: string, boardId: string | null, regenerate: boolean): Promise<CalendarFeed> {
  const existing = await findFeed(deps.db, userId, boardId);
  if (existing && !regenerate) {
    const token = tokenOf(deps.config, existing);
    // AUTH_SECRET changed since: the same salt now gives another token; keep the hash in step.
    if (hashOf(token) !== existing.tokenHash) await setFeedHash(deps.db, existing.id, hashOf(token));
    return { url: urlOf(deps.config, token) };
  }
  const feed = { id: existing?.id ?? uuidv7(), salt: randomBytes(16).toString('base64url') };
  const token = tokenOf(deps.config, feed);
  await saveFeed(deps.db, { ...feed, userId, boardId, tokenHash: hashOf(token) });
  return { url: urlOf(deps.config, token) };
}

/** `GET|POST /boards/:id/calendar-feed`: anyone who reads the board has their own address. */
export async function boardFeedUrl(deps: D, user: SessionUser, boardId: string, regenerate: boolean) {
  await assertBoard(deps.db, user, 'read', boardId);
  assertSessionCaller(user);
  return feedUrl(deps, user.id, boardId, regenerate);
}

/** `GET|POST /me/calendar-feed`: the person's own cards ('Meus cards') across the boards they read. */
export async function myFeedUrl(deps: D, user: SessionUser, regenerate: boolean) {
  assertSessionCaller(user);
  return feedUrl(deps, user.id, null, regenerate);
}

/** `GET /calendar-feeds/<token>.ics`: the feed as text/calendar, or 404 for any token that names none. */
export async function readFeed(deps: D, token: string): Promise<string> {
  const feed = /^[A-Za-z0-9_-]{43}$/.test(token) ? await findFeedByTokenHash(deps.db, hashOf(token)) : undefined;
  const owner = feed ? await feedOwner(deps.db, feed.userId) : undefined;
  if (!feed || !owner || owner.banned) throw notFound();
  const actor = { id: feed.userId };
  let name = owner.name;
  let boardIds: string[];
  if (feed.boardId) {
    const access = await assertBoard(deps.db, actor, 'read', feed.boardId);
    name = access.board.title;
    boardIds = [feed.boardId];
  } else {
    boardIds = (await readableBoardRows(deps.db, actor))
      .filter((row) => !row.board.archived)
      .map((row) => row.board.id);
  }
  const cards = await feedCards(deps.db, boardIds, feed.boardId ? null : feed.userId);
  await touchFeed(deps.db, feed.id);
  return feedCalendar(name, cards, {
    timeZone: owner.timezone || TIME_DEFAULT_TIME_ZONE,
    publicUrl: deps.config.publicUrl,
    host: new URL(deps.config.publicUrl).hostname,
  });
}
