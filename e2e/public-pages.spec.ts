import type { Browser } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, seriousViolations } from './support.ts';

/** Issue 6: /pricing, /blog, /blog/:slug, /cases, /knowledge (+ /documentation), /knowledge/:slug. */

const headings = {
  'pt-BR': {
    pricing: 'Planos e preços',
    cases: 'Cases de clientes',
    knowledge: 'Documentação',
    search: 'Buscar na documentação',
    toc: 'Neste artigo',
  },
  'en-US': {
    pricing: 'Plans and pricing',
    cases: 'Customer stories',
    knowledge: 'Documentation',
    search: 'Search the documentation',
    toc: 'In this article',
  },
  'es-ES': {
    pricing: 'Planes y precios',
    cases: 'Casos de clientes',
    knowledge: 'Documentación',
    search: 'Buscar en la documentación',
    toc: 'En este artículo',
  },
} as const;

async function pageIn(browser: Browser, locale: keyof typeof headings) {
  const context = await browser.newContext({ locale });
  await context.addInitScript(() => {
    window.sessionStorage.setItem('rbax-app-splash-shown', '1');
    window.sessionStorage.setItem('rbax-auth-splash-shown', '1');
  });
  return { context, page: await context.newPage() };
}

for (const locale of ['pt-BR', 'en-US', 'es-ES'] as const) {
  test(`every public page shows real content in ${locale}`, async ({ browser }) => {
    const text = headings[locale];
    const { context, page } = await pageIn(browser, locale);

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: text.pricing })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    await expect(page.getByText(/R\$/).first()).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
    const posts = page.getByRole('main').getByRole('article');
    await expect(posts.nth(3)).toBeVisible();
    const firstTitle = (await posts.first().getByRole('heading', { level: 2 }).textContent())?.trim() ?? '';
    await posts.first().getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    await expect(page.locator('.prose-rbax h2').first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: text.toc })).toBeVisible();

    await page.goto('/cases');
    await expect(page.getByRole('heading', { level: 1, name: text.cases })).toBeVisible();
    await expect(page.locator('.prose-rbax').first()).toBeVisible();

    await page.goto('/knowledge');
    await expect(page.getByRole('heading', { level: 1, name: text.knowledge })).toBeVisible();
    await expect(page.getByLabel(text.search)).toBeVisible();
    const guide = page.getByRole('main').getByRole('listitem').getByRole('link');
    await expect(guide.nth(2)).toBeVisible();
    await guide.first().click();
    await expect(page).toHaveURL(/\/knowledge\/[\w-]+$/);
    await expect(page.locator('.prose-rbax h2').first()).toBeVisible();
    await context.close();
  });
}

test('the pricing toggle switches to yearly prices in reais', async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByText('Teste grátis de 14 dias, sem cartão de crédito')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/R\$\s29/)).toBeVisible();
  await appReady(page);
  await page.getByRole('button', { name: /Anual/ }).click();
  await expect(page.getByRole('button', { name: /Anual/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/R\$\s23,20/)).toBeVisible();
  const question = page.getByText('Preciso de cartão de crédito para testar?');
  await question.click();
  await expect(page.getByText(/não pede cartão de crédito/)).toBeVisible();
});

test('blog list → post → next post', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.getByRole('main').getByRole('article');
  await expect(posts.nth(1)).toBeVisible({ timeout: 15_000 });
  const titles = await posts.getByRole('heading', { level: 2 }).allTextContents();
  await posts.first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: titles[0]!.trim() })).toBeVisible();
  await page
    .getByRole('link', {
      name: new RegExp(
        `Próximo.*${titles[1]!
          .trim()
          .slice(0, 20)
          .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
      ),
    })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: titles[1]!.trim() })).toBeVisible();
  await expect(page.locator('.prose-rbax p').first()).toBeVisible();
  await page.getByRole('link', { name: 'Voltar ao blog' }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test('an unknown blog slug shows a friendly not-found page', async ({ page }) => {
  await page.goto('/blog/este-artigo-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Artigo não encontrado' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('main').getByRole('link', { name: 'Voltar ao blog' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
});

test('knowledge search finds a term (any case and accents) and opens the section', async ({ page }) => {
  await page.goto('/knowledge');
  const search = page.getByLabel('Buscar na documentação');
  await expect(search).toBeVisible({ timeout: 15_000 });
  await appReady(page);
  await search.fill('COLABORACAO');
  const results = page.getByRole('list', { name: 'Resultados da busca' }).getByRole('link');
  await expect(results.first()).toBeVisible();
  await expect(results.first().locator('mark').first()).toBeVisible();
  await expect(page.getByRole('status')).toContainText(/resultado/);

  await search.fill('xyzzy palavra inexistente');
  await expect(
    page.getByText('Nenhum resultado para “xyzzy palavra inexistente”. Tente outras palavras.'),
  ).toBeVisible();

  await search.fill('limite wip');
  // A hit inside a `##` section (not the article's introduction) links to its heading.
  const hit = page.getByRole('list', { name: 'Resultados da busca' }).locator('a[href*="#"]').first();
  const href = (await hit.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/knowledge\/[\w-]+#[\w-]+$/);
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  const section = page.locator(`[id="${href.split('#')[1]}"]`);
  await expect(section).toBeInViewport();
});

test('/documentation shows the user guide', async ({ page }) => {
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentação' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.goto('/knowledge/este-artigo-nao-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Artigo não encontrado' })).toBeVisible();
});

test('axe finds no serious or critical violation on the public pages', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/blog');
  const firstPost = page.getByRole('main').getByRole('article').first().getByRole('link');
  await expect(firstPost).toBeVisible({ timeout: 15_000 });
  const postHref = (await firstPost.getAttribute('href')) ?? '/blog';
  await page.goto('/knowledge');
  const firstGuide = page.getByRole('main').getByRole('listitem').getByRole('link').first();
  await expect(firstGuide).toBeVisible();
  const guideHref = (await firstGuide.getAttribute('href')) ?? '/knowledge';

  for (const path of ['/pricing', '/blog', postHref, '/cases', '/knowledge', guideHref, '/install']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
      // Judge the settled page (skeletons and fades done).
      await page.waitForLoadState('networkidle');
      expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
    });
  }
});

test('pre-rendered public pages hydrate without React errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|Minified React error #(418|423|425)/i.test(message.text()))
      errors.push(message.text());
  });
  for (const path of [
    '/pricing',
    '/blog',
    '/blog/metricas-de-fluxo-na-pratica',
    '/cases',
    '/knowledge',
    '/documentation',
    '/knowledge/primeiros-passos',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});

test('changing the language loads the article in the new language', async ({ page }) => {
  await page.goto('/knowledge/primeiros-passos');
  await expect(page.getByRole('heading', { level: 1, name: 'Primeiros passos' })).toBeVisible({ timeout: 15_000 });
  await appReady(page);
  await page.getByRole('banner').getByLabel('Idioma').first().selectOption('en-US');
  await expect(page.getByRole('heading', { level: 1, name: 'Getting started' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'User guide' }).last()).toBeVisible();
  await expect(page.locator('.prose-rbax h2').first()).toBeVisible();
});

for (const theme of ['light', 'hacker'] as const) {
  test(`axe finds no serious or critical violation in the ${theme} theme`, async ({ page }) => {
    await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
    for (const path of ['/pricing', '/cases', '/blog/metricas-de-fluxo-na-pratica', '/knowledge/primeiros-passos']) {
      await test.step(path, async () => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
        await page.waitForLoadState('networkidle');
        expect({ path, violations: await seriousViolations(page) }).toEqual({ path, violations: [] });
      });
    }
  });
}
