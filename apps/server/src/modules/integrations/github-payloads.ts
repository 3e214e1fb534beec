import { z } from 'zod';
import { GITHUB_TITLE_MAX, isHttpUrl } from '@rbax/shared/integrations';

/**
 * What the GitHub endpoint reads of a delivery (docs/decisions/036-github-inbound.md): only the
 * fields it needs, everything else ignored, so GitHub may add fields freely. A push yields its
 * commits, a pull request opened or merged yields itself; anything else is nothing to do.
 */

const author = z.object({ name: z.string().nullish(), username: z.string().nullish() }).nullish();

const pushSchema = z.object({
  commits: z
    .array(
      z.object({
        id: z.string(),
        message: z.string(),
        url: z.string(),
        /** False for a commit already pushed to another branch (e.g. a fast-forward merge): linked once. */
        distinct: z.boolean().nullish(),
        author,
      }),
    )
    .nullish(),
});

const login = z.object({ login: z.string() }).nullish();

const pullRequestSchema = z.object({
  action: z.string(),
  pull_request: z.object({
    html_url: z.string(),
    title: z.string(),
    body: z.string().nullish(),
    merged: z.boolean().nullish(),
    user: login,
    merged_by: login,
  }),
});

/** A commit or pull request that may mention cards: `text` is searched, the rest is logged. */
export type Linkable = {
  kind: 'commit' | 'pull_request';
  url: string;
  title: string;
  author: string | null;
  merged: boolean;
  text: string;
};

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

/** Text fit for the event log: well-formed, without control characters (jsonb refuses NUL). */
function clean(text: string): string {
  return text.replace(LONE_SURROGATE, '\ufffd').replace(CONTROL, '');
}

function oneLine(text: string, fallback: string): string {
  const line = clean(text).split(/\r?\n/, 1)[0]!.trim() || fallback;
  return line.length > GITHUB_TITLE_MAX ? `${line.slice(0, GITHUB_TITLE_MAX - 1)}…` : line;
}

const nameOrNull = (value: string | null | undefined) => {
  const name = value ? oneLine(value, '') : '';
  return name === '' ? null : name;
};

export class InvalidPayload extends Error {}

function parse<T>(schema: z.ZodType<T>, payload: unknown): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) throw new InvalidPayload(parsed.error.message);
  return parsed.data;
}

function commitsOf(payload: unknown): Linkable[] {
  const { commits } = parse(pushSchema, payload);
  return (commits ?? [])
    .filter((commit) => commit.distinct !== false && isHttpUrl(commit.url))
    .map((commit) => ({
      kind: 'commit',
      url: commit.url,
      title: oneLine(commit.message, commit.id.slice(0, 7)),
      author: nameOrNull(commit.author?.username ?? commit.author?.name),
      merged: false,
      text: commit.message,
    }));
}

/** A pull request when it is opened, or closed by a merge; other actions link nothing. */
function pullRequestOf(payload: unknown): Linkable[] | null {
  const { action, pull_request: pr } = parse(pullRequestSchema, payload);
  const merged = action === 'closed' && pr.merged === true;
  if (action !== 'opened' && !merged) return null;
  if (!isHttpUrl(pr.html_url)) return [];
  return [
    {
      kind: 'pull_request',
      url: pr.html_url,
      title: oneLine(pr.title, pr.html_url),
      author: nameOrNull(merged ? (pr.merged_by?.login ?? pr.user?.login) : pr.user?.login),
      merged,
      text: `${pr.title}\n${pr.body ?? ''}`,
    },
  ];
}

/**
 * The commits or pull request of a delivery; null for an event (or action) this integration does
 * not act on. Throws InvalidPayload when a handled event lacks what it needs.
 */
export function linkablesOf(event: string, payload: unknown): Linkable[] | null {
  if (event === 'push') return commitsOf(payload);
  if (event === 'pull_request') return pullRequestOf(payload);
  return null;
}
