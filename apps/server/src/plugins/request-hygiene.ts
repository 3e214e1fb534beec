import type { FastifyInstance } from 'fastify';
import { AppError } from '#src/lib/errors.ts';

/**
 * One gate for every request, before any handler runs (issue 17, decision 028). Fastify routes
 * the path as sent, without resolving dot segments, while libraries behind a route (better-auth)
 * resolve them again with `new URL()`: `/api/auth/./admin/x` would reach an endpoint no route
 * allows. Browsers never send such paths (the URL standard removes `.`/`..` and `%2e` segments
 * and turns `\` into `/`), so they are refused rather than normalised:
 * - a `.` or `..` segment, also percent-encoded (`%2e`, `%2E%2e`);
 * - an encoded separator (`%2f`, `%5c`) or a backslash;
 * - a NUL (`%00`) or control character anywhere in the URL, query included;
 * - a malformed percent escape in the path.
 * Repeated slashes are folded by the router (`ignoreDuplicateSlashes`) and a trailing slash is
 * ignored (`ignoreTrailingSlash`), so those variants reach the same route as the plain path.
 */
export function invalidPathReason(rawUrl: string): string | null {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/%00|[\u0000-\u001f\u007f]/.test(rawUrl)) return 'control character';
  if (path.includes('\\') || /%(2f|5c)/i.test(path)) return 'encoded separator';
  if (/%(?![0-9a-f]{2})/i.test(path)) return 'malformed escape';
  for (const segment of path.split('/')) {
    const decoded = segment.replace(/%2e/gi, '.');
    if (decoded === '.' || decoded === '..') return 'dot segment';
  }
  return null;
}

export const invalidPath = () => new AppError(400, 'invalid_path', 'errors.invalidPath');

/** Registered first, on the root, so it runs before every route's own hooks (rate limits included). */
export function registerRequestHygiene(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const reason = invalidPathReason(request.raw.url ?? '/');
    if (reason) {
      request.log.debug({ reason }, 'refused request path');
      throw invalidPath();
    }
  });
}
