import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webDir: string;
const PUBLIC_URL = 'https://rbax.example';
const locales = ['pt-BR', 'en-US', 'es-ES'] as const;
const hero = { 'pt-BR': 'Organize o trabalho', 'en-US': 'Organize the work', 'es-ES': 'Organiza el trabajo' };

function page(locale: (typeof locales)[number], text: string) {
  return `<!doctype html><html lang="${locale}"><head><link rel="canonical" href="__RBAX_ORIGIN__/" /></head><body><div id="root" data-prerendered="${locale}"><h1>${text}</h1></div></body></html>`;
}

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'rbax-prerender-'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  for (const locale of locales) {
    mkdirSync(path.join(webDir, 'prerendered', locale), { recursive: true });
    writeFileSync(path.join(webDir, 'prerendered', locale, 'index.html'), page(locale, hero[locale]));
    writeFileSync(path.join(webDir, 'prerendered', locale, 'pricing.html'), page(locale, `pricing ${locale}`));
    writeFileSync(path.join(webDir, 'prerendered', locale, 'landing.html'), page(locale, hero[locale]));
  }
  writeFileSync(
    path.join(webDir, 'prerendered', 'pages.json'),
    JSON.stringify({
      locales,
      pages: [
        { path: '/', canonicalPath: '/', file: 'index.html' },
        { path: '/landing', canonicalPath: '/', file: 'landing.html' },
        { path: '/pricing', canonicalPath: '/pricing', file: 'pricing.html' },
      ],
    }),
  );
  t = await createTestApp({ WEB_DIST_DIR: webDir, PUBLIC_URL });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('pre-rendered public pages', () => {
  it('serves the page in pt-BR by default, with the public address filled in', async () => {
    const response = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.body).toContain('<h1>Organize o trabalho</h1>');
    expect(response.body).toContain(`href="${PUBLIC_URL}/"`);
    expect(response.body).not.toContain('__RBAX_ORIGIN__');
  });

  it('picks the language from ?lang=, then the language cookie, then Accept-Language', async () => {
    const byQuery = await t.app.inject({ url: '/pricing?lang=es-ES', headers: { 'accept-language': 'en-US' } });
    expect(byQuery.body).toContain('pricing es-ES');
    const byCookie = await t.app.inject({
      url: '/pricing',
      headers: { cookie: 'other=1; app-language=en-US', 'accept-language': 'es' },
    });
    expect(byCookie.body).toContain('pricing en-US');
    const byHeader = await t.app.inject({ url: '/pricing/', headers: { 'accept-language': 'es-AR,es;q=0.9' } });
    expect(byHeader.body).toContain('pricing es-ES');
    expect(byHeader.headers['content-language']).toBe('es-ES');
    const unknown = await t.app.inject({ url: '/pricing?lang=fr-FR', headers: { 'accept-language': 'fr' } });
    expect(unknown.body).toContain('pricing pt-BR');
  });

  it('leaves other paths to the single-page app', async () => {
    const response = await t.app.inject({ url: '/boards', headers: { accept: 'text/html' } });
    expect(response.body).toContain('<div id="root"></div>');
  });

  it('lists each canonical page in every language in sitemap.xml, with alternates', async () => {
    const response = await t.app.inject({ url: '/sitemap.xml' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      ['/', '/pricing'].flatMap((pathname) =>
        locales.map((locale) => `${PUBLIC_URL}${pathname}${locale === 'pt-BR' ? '' : `?lang=${locale}`}`),
      ),
    );
    expect(response.body).toContain(`hreflang="x-default" href="${PUBLIC_URL}/pricing"`);
  });

  it('points crawlers to the sitemap and away from the API', async () => {
    const response = await t.app.inject({ url: '/robots.txt' });
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.body).toContain('Disallow: /api/');
    expect(response.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});
