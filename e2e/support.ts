import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page } from '@playwright/test';
import { e2eBaseUrl, e2eDataDir } from './env.mjs';

let counter = 0;

/** A fresh address per call, unique across workers and runs. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${process.pid}-${Date.now().toString(36)}-${counter}@e2e.test`;
}

export const strongPassword = 'Quadro#Verde42';

export interface Account {
  name: string;
  email: string;
  password: string;
}

export function newAccount(prefix = 'user'): Account {
  return { name: 'Maria Teste', email: uniqueEmail(prefix), password: strongPassword };
}

/** Creates an account through the API (fast path for tests that are not about sign-up). */
export async function createAccountViaApi(account: Account): Promise<void> {
  const response = await fetch(`${e2eBaseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: e2eBaseUrl },
    body: JSON.stringify({ ...account, confirmPassword: account.password }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

export async function openAuth(page: Page, path = '/auth'): Promise<void> {
  await page.goto(path);
  // The 2 s splash comes first on the session's first visit (spec §9); the fixture marks it seen.
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible({ timeout: 15_000 });
}

export async function signUpThroughUi(page: Page, account: Account): Promise<void> {
  await openAuth(page);
  await page.getByRole('tab', { name: 'Criar Conta' }).click();
  await page.getByLabel('Nome').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByLabel('Confirmar Senha').fill(account.password);
  await page.getByRole('button', { name: 'Criar Conta' }).click();
}

export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await openAuth(page);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
}

/** Waits until the signed-in shell is on screen (past the app splash). */
export async function expectSignedInShell(page: Page): Promise<void> {
  await expect(page).toHaveURL(/\/boards$/);
  await expect(page.getByRole('main')).toBeVisible({ timeout: 15_000 });
}

function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The newest e-mail written to DATA_DIR/mail for `to`, decoded. */
export function latestMailTo(to: string): string | undefined {
  const dir = join(e2eDataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return undefined;
  }
  for (const file of files.reverse()) {
    const raw = readFileSync(join(dir, file), 'utf8');
    if (raw.toLowerCase().includes(to.toLowerCase())) return decodeQuotedPrintable(raw);
  }
  return undefined;
}

/** Polls the mail folder for the reset link sent to `to`. */
export async function waitForResetLink(to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mail = latestMailTo(to);
        link = mail?.match(/https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/)?.[0];
        return link;
      },
      { timeout: 10_000 },
    )
    .toBeTruthy();
  return link!.replace(/&amp;/g, '&');
}

/**
 * Signs in through the API in the page's browser context (its cookie jar takes the session
 * cookie) and opens /boards. For journeys that are not about signing in; auth.spec.ts and the
 * two-step and password-reset journeys go through the form.
 */
export async function signInViaApi(page: Page, email: string, password: string): Promise<void> {
  const response = await page.request.post('/api/auth/sign-in/email', {
    data: { email, password },
    headers: { origin: e2eBaseUrl },
  });
  if (!response.ok()) throw new Error(`sign-in failed: ${response.status()} ${await response.text()}`);
  await page.goto('/boards');
  await expectSignedInShell(page);
}

/** A new account, signed in, on /boards: the common start of signed-in journeys. */
export async function signedIn(page: Page, account: Account): Promise<void> {
  await createAccountViaApi(account);
  await signInViaApi(page, account.email, account.password);
}

/** Waits until React has hydrated the page (a pre-rendered page is visible before it is interactive). */
export async function appReady(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app-ready', 'true', { timeout: 15_000 });
}

/**
 * The landing's interactive sections are islands that load and hydrate as they come near the
 * viewport (apps/web/src/islands); the others are ready from the start. Scrolls through the
 * page until every section is ready (`data-ready`), then back to the top.
 */
export async function hydrateLandingSections(page: Page): Promise<void> {
  const sections = page.locator('[id^="secao-"]');
  await expect(sections.first()).toBeAttached();
  for (const id of await sections.evaluateAll((elements) => elements.map((element) => element.id))) {
    const section = page.locator(`#${id}`);
    await section.scrollIntoViewIfNeeded();
    await expect(section).toHaveAttribute('data-ready', 'true');
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** A board column on screen: the region named after the column. */
export function column(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

/** Another person's browser (pt-BR, splash screens already seen), signed in as `account`. */
export async function secondBrowser(browser: Browser, account: Account) {
  const context = await browser.newContext({ locale: 'pt-BR' });
  await context.addInitScript(() => {
    window.sessionStorage.setItem('rbax-app-splash-shown', '1');
    window.sessionStorage.setItem('rbax-auth-splash-shown', '1');
  });
  const page = await context.newPage();
  await signInViaApi(page, account.email, account.password);
  return { context, page };
}

/**
 * Axe's serious and critical violations on the page (a journey expects none); with `include`,
 * only inside the elements that selector matches (a dialog, a menu, a section).
 */
export async function seriousViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}
