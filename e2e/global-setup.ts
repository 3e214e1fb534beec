import { createAccountViaApi } from './support.ts';

/**
 * The first account of an embedded installation becomes its administrator.
 * Creating the administrator here, before any spec runs, keeps every other
 * account an ordinary user regardless of the order specs run in.
 */
export default async function globalSetup(): Promise<void> {
  await createAccountViaApi({ name: 'Admin E2E', email: 'admin@e2e.test', password: 'Admin#Quadro42' });
}
