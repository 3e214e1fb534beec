import type { Page } from '@playwright/test';
import { e2eBaseUrl } from './env.mjs';
import { expect, test } from './fixtures.ts';
import { hydrateLandingSections, latestMailTo, seriousViolations, uniqueEmail } from './support.ts';

/**
 * Issue 6: the landing's floating items, the 'Modo Demo' overlay with its tour, and the
 * newsletter and feedback forms against the real server.
 */

/** Most journeys start as a visitor who already saw this session's intro. */
async function skipIntro(page: Page) {
  await page.addInitScript(() => window.sessionStorage.setItem('introShown', 'true'));
}

async function openLanding(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await hydrateLandingSections(page);
}

function column(page: Page, name: string) {
  return page.getByRole('dialog', { name: 'Modo Demo' }).getByRole('region', { name });
}

test.describe('Modo Demo and tour', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('opens from the header, moves a card with "Mover para…" and closes with the focus back', async ({ page }) => {
    await openLanding(page);
    const demoButton = page.getByRole('banner').getByRole('button', { name: 'Demo', exact: true });
    await demoButton.click();
    const dialog = page.getByRole('dialog', { name: 'Modo Demo' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Experimente arrastar cards entre colunas. Sem login necessário!');
    await expect(column(page, 'A Fazer')).toContainText('2 cards');
    await expect(column(page, 'Concluído')).toContainText('2 cards');

    await column(page, 'A Fazer')
      .getByRole('button', { name: /^Mover para…/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Concluído' }).click();
    await expect(column(page, 'A Fazer')).toContainText('1 cards');
    await expect(column(page, 'Concluído')).toContainText('3 cards');

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(demoButton).toBeFocused();
  });

  test('moves a card by dragging it to another column', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('banner').getByRole('button', { name: 'Demo', exact: true }).click();
    const card = column(page, 'Em Progresso').getByRole('listitem').first();
    await card.dragTo(column(page, 'A Fazer'));
    await expect(column(page, 'A Fazer')).toContainText('3 cards');
    await expect(column(page, 'Em Progresso')).toContainText('1 cards');
  });

  test('tour: steps 1 → 3 with Anterior / Próximo / Finalizar, then the tour ends', async ({ page }) => {
    await openLanding(page);
    await page.getByRole('banner').getByRole('button', { name: 'Demo', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Modo Demo' });
    await dialog.getByRole('button', { name: 'Iniciar Tour Guiado' }).click();
    await expect(dialog).toContainText('Passo 1 de 3');
    await expect(dialog.getByRole('button', { name: 'Anterior' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog).toContainText('Passo 2 de 3');
    await dialog.getByRole('button', { name: 'Anterior' }).click();
    await expect(dialog).toContainText('Passo 1 de 3');
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await dialog.getByRole('button', { name: 'Próximo' }).click();
    await expect(dialog).toContainText('Passo 3 de 3');
    await expect(dialog.getByRole('button', { name: 'Próximo' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Finalizar' }).click();
    await expect(dialog.getByText('Passo 3 de 3')).toHaveCount(0);
    await expect(dialog).toBeVisible();

    // Closing the demo closes a running tour with it.
    await dialog.getByRole('button', { name: 'Iniciar Tour Guiado' }).click();
    await expect(dialog).toContainText('Passo 1 de 3');
    await dialog.getByRole('button', { name: 'Fechar demo' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Passo 1 de 3')).toHaveCount(0);
  });
});

test.describe('newsletter', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('refuses an invalid address with "Email inválido"', async ({ page }) => {
    await openLanding(page);
    const email = page.getByLabel('Seu email');
    await email.fill('nao-e-email');
    await page.getByRole('button', { name: 'Inscrever-se' }).click();
    await expect(page.getByText('Email inválido')).toBeVisible();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
  });

  test('subscribes, asks to confirm for 3 s, and the e-mailed link confirms it', async ({ page }) => {
    const address = uniqueEmail('news');
    await openLanding(page);
    const email = page.getByLabel('Seu email');
    await email.fill(address);
    await page.getByRole('button', { name: 'Inscrever-se' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Enviamos um link de confirmação' });
    await expect(status).toBeVisible();
    await expect(email).toHaveValue('');
    await expect(status).toBeHidden({ timeout: 5_000 });

    let link: string | undefined;
    await expect
      .poll(() => {
        link = latestMailTo(address)?.match(/https?:\/\/[^\s"<>]+\/api\/v1\/newsletter\/confirm\?token=[^\s"<>]+/)?.[0];
        return link;
      })
      .toBeTruthy();
    await page.goto(link!.replace(/&amp;/g, '&'));
    await expect(page.getByText('Inscrição confirmada! Bem-vindo à nossa newsletter.')).toBeVisible();
    await expect(page).toHaveURL(`${e2eBaseUrl}/`);
  });
});

test.describe('feedback', () => {
  test.beforeEach(async ({ page }) => skipIntro(page));

  test('rating, comment counter, too-long error, then thanks and the row is stored', async ({ page, request }) => {
    await openLanding(page);
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    const widget = page.getByRole('dialog', { name: 'Como está sua experiência?' });
    await expect(widget.getByRole('radio', { name: '1 de 5 estrelas' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect(widget.getByRole('radio', { name: '4 de 5 estrelas' })).toBeChecked();

    const comment = widget.getByLabel('Comentário (opcional)');
    await comment.fill('x'.repeat(501));
    await expect(widget.getByText('501/500')).toBeVisible();
    await expect(widget.getByText('Comentário muito longo (máx. 500 caracteres)')).toBeVisible();

    const text = `Ótima landing ${Date.now()}`;
    await comment.fill(text);
    await expect(widget.getByText(`${text.length}/500`)).toBeVisible();
    const sent = page.waitForResponse((response) => response.url().endsWith('/api/v1/feedback'));
    await widget.getByRole('button', { name: 'Enviar', exact: true }).click();
    expect((await sent).status()).toBe(201);
    await expect(page.getByText('Obrigado pelo seu feedback!')).toBeVisible();
    await expect(widget).toBeHidden();

    // The administrators' list has it.
    const signIn = await request.post('/api/auth/sign-in/email', {
      headers: { origin: e2eBaseUrl },
      data: { email: 'admin@e2e.test', password: 'Admin#Quadro42' },
    });
    expect(signIn.ok()).toBe(true);
    const list = await request.get('/api/v1/admin/feedback?limit=100');
    expect(list.ok()).toBe(true);
    const { items } = (await list.json()) as {
      items: Array<{ rating: number; comment: string | null; page: string | null }>;
    };
    expect(items).toContainEqual(expect.objectContaining({ rating: 4, comment: text, page: '/' }));
  });
});

test.describe('floating items', () => {
  test('the sticky bar appears after 900 px of scroll and stays dismissed for the session', async ({ page }) => {
    await skipIntro(page);
    await openLanding(page);
    const bar = page.getByRole('complementary', { name: 'Oferta' });
    await expect(page.getByRole('button', { name: 'Enviar feedback' })).toBeVisible();
    await expect(bar).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', { name: 'Começar Grátis - 14 Dias' })).toHaveAttribute('href', '/auth');
    await bar.getByRole('button', { name: 'Fechar barra' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Enviar feedback' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForTimeout(300);
    await expect(bar).toHaveCount(0);
  });

  test.describe('in a fresh session', () => {
    // The shared fixture skips the intro for every other journey.
    test.use({ showIntro: true });

    test('the intro plays on the first visit of the session only', async ({ page }) => {
      await page.goto('/');
      const intro = page.getByTestId('intro-animation');
      await expect(intro).toBeAttached();
      await expect(intro).toHaveCount(0, { timeout: 5_000 });
      expect(await page.evaluate(() => sessionStorage.getItem('introShown'))).toBe('true');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Enviar feedback' })).toBeVisible();
      await expect(intro).toHaveCount(0);
    });
  });

  test('the news ticker rotates and can be paused; the sound toggle is off by default', async ({ page }) => {
    await skipIntro(page);
    await openLanding(page);
    const ticker = page.getByRole('region', { name: 'Últimas novidades' });
    const first = await ticker.locator('p').textContent();
    await expect(ticker.locator('p')).not.toHaveText(first ?? '', { timeout: 5_000 });
    await ticker.getByRole('button', { name: 'Pausar novidades' }).click();
    await expect(ticker.getByRole('button', { name: 'Retomar novidades' })).toHaveAttribute('aria-pressed', 'true');
    const paused = await ticker.locator('p').textContent();
    await page.waitForTimeout(3_500);
    await expect(ticker.locator('p')).toHaveText(paused ?? '');

    const sound = page.getByRole('button', { name: 'Sons da interface' });
    await expect(sound).toHaveAttribute('aria-pressed', 'false');
    await sound.click();
    await expect(sound).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => localStorage.getItem('rbax-sound'))).toBe('on');
  });
});

for (const theme of ['dark', 'light', 'hacker']) {
  test(`axe finds no serious problem in the open demo, tour and feedback widget (${theme})`, async ({ page }) => {
    await skipIntro(page);
    await page.addInitScript((name) => window.localStorage.setItem('theme', name), theme);
    await openLanding(page);
    await page.getByRole('button', { name: 'Enviar feedback' }).click();
    await page.getByRole('radio', { name: '3 de 5 estrelas' }).check({ force: true });
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect(page.getByRole('complementary', { name: 'Oferta' })).toBeVisible();
    // Judge the resting state: the pointer left over the submit button would leave it in :hover.
    await page.mouse.move(1, 400);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.getByRole('banner').getByRole('button', { name: 'Demo', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Modo Demo' });
    await dialog.getByRole('button', { name: 'Iniciar Tour Guiado' }).click();
    await expect(dialog).toContainText('Passo 1 de 3');
    await page.mouse.move(5, 300);
    expect(await seriousViolations(page)).toEqual([]);
  });
}
