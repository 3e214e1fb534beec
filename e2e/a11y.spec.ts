import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createAccountViaApi, expectSignedInShell, newAccount, openAuth, signInThroughUi } from './support.ts';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('axe finds no serious or critical violation on /auth (both tabs)', async ({ page }) => {
  await openAuth(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation on the landing page', async ({ page }) => {
  await page.goto('/landing');
  await expect(page.getByRole('main')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe finds no serious or critical violation in the signed-in shell', async ({ page }) => {
  const account = newAccount('a11y');
  await createAccountViaApi(account);
  await signInThroughUi(page, account.email, account.password);
  await expectSignedInShell(page);
  expect(await seriousViolations(page)).toEqual([]);
});
