// `npm start`: one process on one port. Builds the web app on first run so
// `npm install && npm start` works on a fresh clone, then runs the server.
import { ensureWebBuild, startServer } from './lib.mjs';

await ensureWebBuild({ force: process.argv.includes('--rebuild') });
const server = startServer();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
