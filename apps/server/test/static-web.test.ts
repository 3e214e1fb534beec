import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
let webDir: string;
const INDEX = '<!doctype html><html><head><title>RBAX Flow</title></head><body><div id="root"></div></body></html>';

beforeAll(async () => {
  webDir = mkdtempSync(path.join(os.tmpdir(), 'rbax-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), INDEX);
  writeFileSync(path.join(webDir, 'assets', 'x-abc.js'), `console.log(${JSON.stringify('x'.repeat(2000))});`);
  writeFileSync(path.join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ WEB_DIST_DIR: webDir });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('static web app', () => {
  it('serves hashed assets as immutable', async () => {
    const response = await t.app.inject({ url: '/assets/x-abc.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-type']).toContain('javascript');
  });

  it('compresses assets for clients that accept it', async () => {
    const response = await t.app.inject({ url: '/assets/x-abc.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('serves index.html at / and other files without long caching', async () => {
    const index = await t.app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    const icon = await t.app.inject({ url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client routes', async () => {
    const response = await t.app.inject({ url: '/boards/123?tab=cards', headers: { accept: 'text/html,*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<div id="root">');
  });

  it('answers JSON 404 for unknown API and file paths even when HTML is accepted', async () => {
    for (const url of ['/api/v1/nothing', '/api/nothing', '/files/nothing']) {
      const response = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('answers JSON 404 for a missing asset', async () => {
    const response = await t.app.inject({ url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });
});
