import { e2eBaseUrl } from './env.mjs';
import { createAccountViaApi } from './support.ts';

/**
 * The first account of an embedded installation becomes its administrator.
 * Creating the administrator here, before any spec runs, keeps every other
 * account an ordinary user regardless of the order specs run in.
 * (Playwright starts `webServer` before global setup; the wait is a safety net.)
 */
export default async function globalSetup(): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${e2eBaseUrl}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('the e2e server did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await createAccountViaApi({ name: 'Admin E2E', email: 'admin@e2e.test', password: 'Admin#Quadro42' });
}
