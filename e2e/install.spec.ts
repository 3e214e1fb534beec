import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { appReady, seriousViolations } from './support.ts';

/** What Chromium fires once the app is installable; a headless browser never does on its own. */
async function offerInstall(page: Page): Promise<void> {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    Object.assign(event, { prompt: async () => {}, userChoice: Promise.resolve({ outcome: 'dismissed' }) });
    window.dispatchEvent(event);
  });
}

for (const path of ['/install', '/install-pwa']) {
  test(`${path} explains installing, with Android, iOS and desktop steps`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Instale o RBAX Flow no seu dispositivo' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Passo a passo' });
    for (const platform of ['Android', 'iPhone e iPad', 'Computador']) {
      await expect(steps.getByRole('heading', { level: 3, name: platform })).toBeVisible();
    }
    // A desktop browser sees its own steps first.
    await expect(steps.getByRole('region').first()).toContainText('Instalar RBAX Flow…');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth');
    expect(await seriousViolations(page)).toEqual([]);
  });
}

test('/install offers the one-click install when the browser allows it', async ({ page }) => {
  await page.goto('/install');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await appReady(page);
  await expect(page.getByRole('button', { name: 'Instalar App' })).toBeHidden();
  await offerInstall(page);
  await page.getByRole('button', { name: 'Instalar App' }).click();
  // Declined in the browser dialog: the offer is spent, the manual steps remain.
  await expect(page.getByRole('button', { name: 'Instalar App' })).toBeHidden();
});

test('the landing offers the install, and "Agora não" hides it for good', async ({ page }) => {
  await page.goto('/');
  // The landing is pre-rendered: its script, which listens for the offer, runs after the first paint.
  await appReady(page);
  const prompt = page.getByRole('dialog', { name: 'Instalar RBAX Flow' });
  await expect(prompt).toBeHidden();

  await offerInstall(page);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Instalar App' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await prompt.getByRole('button', { name: 'Agora não' }).click();
  await expect(prompt).toBeHidden();

  await page.reload();
  await appReady(page);
  await offerInstall(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(prompt).toBeHidden();
});
