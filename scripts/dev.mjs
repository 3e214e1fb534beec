// `npm run dev`: the API server with reload on port 3000 and Vite's dev server
// on 5173 (which proxies /api and /files to the API server).
import { spawn } from 'node:child_process';
import { root } from './lib.mjs';

// In development people open Vite's address, so that is the trusted origin (sign-in, API writes,
// WebSockets) unless PUBLIC_URL says otherwise.
const serverEnv = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL || 'http://localhost:5173' };
const children = [
  spawn('npm', ['run', 'dev', '-w', '@rbax/server'], { cwd: root, stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@rbax/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
