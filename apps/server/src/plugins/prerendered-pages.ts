import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isLocale, LANGUAGE_STORAGE_KEY, localeFromAcceptLanguage, type Locale } from '@rbax/shared/i18n';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Written by apps/web/scripts/prerender.mjs next to the pages. */
type PrerenderIndex = {
  locales: Locale[];
  pages: { path: string; canonicalPath: string; file: string }[];
};

const ORIGIN_PLACEHOLDER = /__RBAX_ORIGIN__/g;

function languageCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LANGUAGE_STORAGE_KEY) return value.join('=');
  }
  return undefined;
}

/**
 * The page's language: `?lang=` (the hreflang addresses), then the visitor's stored choice
 * (cookie written by the web app), then Accept-Language, then pt-BR.
 */
export function pageLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined;
  const requested = typeof query?.lang === 'string' ? query.lang : undefined;
  if (isLocale(requested)) return requested;
  const cookie = languageCookie(request);
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Public pages arrive as pre-rendered HTML (issue 6: fast and indexable) in the visitor's
 * language, then hydrate; plus `sitemap.xml` and `robots.txt` for crawlers. Without a
 * pre-rendered build (e.g. `npm run dev`), the SPA fallback serves these paths as before.
 */
export async function registerPrerenderedPages(app: FastifyInstance, webDistDir: string, publicUrl: string) {
  const dir = path.join(webDistDir, 'prerendered');
  const indexFile = path.join(dir, 'pages.json');
  const index: PrerenderIndex = existsSync(indexFile)
    ? (JSON.parse(readFileSync(indexFile, 'utf8')) as PrerenderIndex)
    : { locales: [], pages: [] };
  const byPath = new Map(index.pages.map((page) => [page.path, page]));
  // A few dozen small files: read once, with the public address filled in.
  const cache = new Map<string, Promise<string>>();
  const html = (locale: Locale, file: string) => {
    const key = `${locale}/${file}`;
    let body = cache.get(key);
    if (!body) {
      body = readFile(path.join(dir, locale, file), 'utf8').then((text) => text.replace(ORIGIN_PLACEHOLDER, publicUrl));
      body.catch(() => cache.delete(key));
      cache.set(key, body);
    }
    return body;
  };

  app.addHook('onRequest', async (request, reply) => {
    if (byPath.size === 0 || (request.method !== 'GET' && request.method !== 'HEAD')) return;
    const pathname = request.url.split('?')[0]!;
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    const page = byPath.get(clean);
    if (!page) return;
    const locale = pageLocale(request);
    const body = await html(locale, page.file);
    return reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Language, Cookie')
      .header('Content-Language', locale)
      .type('text/html; charset=utf-8')
      .send(body);
  });

  const canonical = index.pages.filter((page) => page.canonicalPath === page.path);
  // Same addresses as the pages' hreflang links: pt-BR (the default) plain, the others with ?lang=.
  const address = (pathname: string, locale: Locale) =>
    `${publicUrl}${pathname}${locale === 'pt-BR' ? '' : `?lang=${locale}`}`;
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...canonical.flatMap((page) =>
      index.locales.map((locale) =>
        [
          '  <url>',
          `    <loc>${escapeXml(address(page.path, locale))}</loc>`,
          ...index.locales.map(
            (alternate) =>
              `    <xhtml:link rel="alternate" hreflang="${alternate}" href="${escapeXml(address(page.path, alternate))}"/>`,
          ),
          `    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(address(page.path, 'pt-BR'))}"/>`,
          '  </url>',
        ].join('\n'),
      ),
    ),
    '</urlset>',
    '',
  ].join('\n');

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(sitemap),
  );
  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('Cache-Control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /files/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
}
