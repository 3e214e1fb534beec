import { readFileSync } from 'node:fs';
import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

type Strings = { site: { landing: { hero: { title: string } } } };
const heroTitle = (locale: string) =>
  (
    JSON.parse(
      readFileSync(new URL(`../apps/web/src/locales/site/landing/${locale}.json`, import.meta.url), 'utf8'),
    ) as Strings
  ).site.landing.hero.title;

/** Console errors and uncaught exceptions: a hydration mismatch shows up as one (React error #418/#425). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the landing HTML already holds the hero, in the language asked for', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('pt-BR'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR');
    await page.goto('/?lang=en-US');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('en-US'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  });

  test('public pages carry title, description, canonical, hreflang and Open Graph tags', async ({ page, baseURL }) => {
    for (const path of ['/', '/pricing', '/blog', '/cases', '/knowledge', '/install']) {
      await page.goto(`${path}?lang=es-ES`);
      await expect(page).toHaveTitle(/RBAX Flow/);
      const head = page.locator('head');
      await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}?lang=es-ES`);
      for (const lang of ['en-US', 'es-ES']) {
        await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          'href',
          `${baseURL}${path}?lang=${lang}`,
        );
      }
      // pt-BR, the default, is the plain address (also x-default).
      await expect(head.locator('link[hreflang="pt-BR"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(head.locator('link[hreflang="x-default"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
      await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
        'content',
        `${baseURL}/screenshots/og.png`,
      );
    }
  });

  test('links work as plain links before any script runs', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Ver Planos e Preços' }).click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test('every public page hydrates without errors and stays interactive', async ({ page }) => {
  const errors = collectErrors(page);
  const response = await page.request.get('/sitemap.xml');
  const pages = [...(await response.text()).matchAll(/<loc>https?:\/\/[^/]+(\/[^<?]*)<\/loc>/g)].map((m) => m[1]!);
  expect(pages).toEqual(expect.arrayContaining(['/', '/pricing', '/blog', '/cases', '/knowledge', '/install']));
  expect(pages.some((path) => path.startsWith('/blog/'))).toBe(true);
  expect(pages.some((path) => path.startsWith('/knowledge/'))).toBe(true);
  for (const path of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated: React has attached to the pre-rendered markup's islands (the header's theme
    // toggle answers); the rest of the page is HTML only (docs/decisions/041-landing-islands.md).
    await page.waitForFunction(() => {
      const island = document.querySelector('[data-island-key]');
      return (
        document.documentElement.dataset.appReady === 'true' &&
        Boolean(island && Object.keys(island).some((key) => key.startsWith('__reactContainer')))
      );
    });
    expect(errors, `console errors on ${path}`).toEqual([]);
  }
});

test("a stored language other than the page's renders the page in the stored one", async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('app-language', 'es-ES'));
  // The server cannot see localStorage: without the cookie it sends the Accept-Language page (pt-BR here).
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heroTitle('es-ES'));
  expect(errors).toEqual([]);
  // The app told the server through the cookie: the next document arrives in Spanish already.
  const html = await (await page.request.get('/')).text();
  expect(html).toContain(heroTitle('es-ES'));
});

test('a light-theme visitor hydrates into the light theme without errors', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/light/);
  await expect(page.getByRole('button', { name: 'Ativar tema escuro' }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('sitemap.xml and robots.txt describe the public site', async ({ request, baseURL }) => {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toContain('application/xml');
  const body = await sitemap.text();
  expect(body).toContain(`<loc>${baseURL}/pricing?lang=en-US</loc>`);
  expect(body).not.toContain('/landing?');
  expect(body).not.toContain('/documentation?');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});
