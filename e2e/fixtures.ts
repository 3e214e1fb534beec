import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Every journey starts as a visitor who has already seen the once-per-session
 * app splash (3.5 s), except specs that opt in with `test.use({ showAppSplash: true })`.
 */
export const test = base.extend<{ showAppSplash: boolean }>({
  showAppSplash: [false, { option: true }],
  page: async ({ page, showAppSplash }, use) => {
    if (!showAppSplash) {
      await page.addInitScript(() => window.sessionStorage.setItem('rbax-app-splash-shown', '1'));
    }
    await use(page);
  },
});
