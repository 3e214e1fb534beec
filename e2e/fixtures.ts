import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every journey starts as a visitor who has already seen the once-per-session
 * app splash (3.5 s), the auth splash (2 s) and the landing's intro animation, except specs that opt in
 * with `test.use({ showAppSplash: true })` / `test.use({ showIntro: true })`.
 */
export const test = base.extend<{ showAppSplash: boolean; showIntro: boolean }>({
  showAppSplash: [false, { option: true }],
  showIntro: [false, { option: true }],
  page: async ({ page, showAppSplash, showIntro }, use) => {
    if (!showAppSplash) {
      await page.addInitScript(() => {
        window.sessionStorage.setItem('rbax-app-splash-shown', '1');
        window.sessionStorage.setItem('rbax-auth-splash-shown', '1');
      });
    }
    if (!showIntro) {
      await page.addInitScript(() => window.sessionStorage.setItem('introShown', 'true'));
    }
    await use(page);
  },
});
