// The server Playwright tests run against: the production web build served by
// the real server on the embedded database, in a data folder wiped each run.
import { rmSync } from 'node:fs';
import { startServer } from './lib.mjs';
import { e2eDataDir, e2ePort } from '../e2e/env.mjs';

rmSync(e2eDataDir, { recursive: true, force: true });
const server = startServer({
  PORT: String(e2ePort),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${e2ePort}`,
  DATA_DIR: e2eDataDir,
  DATABASE_URL: '',
  ADMIN_EMAILS: 'admin@e2e.test',
  AUTH_RATE_LIMIT_MAX: '1000',
  NEWSLETTER_RATE_LIMIT_MAX: '1000',
  FEEDBACK_RATE_LIMIT_MAX: '1000',
  API_RATE_LIMIT_MAX: '100000',
  WEBHOOK_ALLOWED_HOSTS: '127.0.0.1,localhost',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
