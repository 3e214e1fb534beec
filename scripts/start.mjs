// `npm start`: one process on one port. Builds the web app on first run so
// `npm install && npm start` works on a fresh clone, builds the server to JavaScript
// (esbuild, well under a second), then runs it in production mode unless NODE_ENV says
// otherwise (docs/decisions/029). `npm run dev` keeps the TypeScript sources with reload.
import { buildServer } from './build-server.mjs';
import { ensureWebBuild, startServer } from './lib.mjs';

await ensureWebBuild({ force: process.argv.includes('--rebuild') });
await buildServer();
const server = startServer({ NODE_ENV: process.env.NODE_ENV || 'production' }, 'inherit', { runtime: 'build' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
