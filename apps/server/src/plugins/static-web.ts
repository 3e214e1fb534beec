import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFoundError, sendError } from './error-handler.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

/** Paths the web app never owns: they 404 as JSON instead of falling back to index.html. */
const SERVER_PREFIXES = ['/api/', '/files/'];

function isServerPath(url: string): boolean {
  const pathname = url.split('?')[0]!;
  return pathname === '/api' || pathname === '/files' || SERVER_PREFIXES.some((p) => pathname.startsWith(p));
}

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * The built React app (ARCHITECTURE §1): hashed files under /assets/ are immutable, everything
 * else revalidates. Returns whether a build was found.
 */
export async function registerStaticWeb(app: FastifyInstance, webDistDir: string): Promise<boolean> {
  const hasWeb = existsSync(path.join(webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      prefix: '/',
      cacheControl: false,
      preCompressed: true,
      index: ['index.html'],
      setHeaders(reply, filePath) {
        const relative = path.relative(webDistDir, filePath).split(path.sep).join('/');
        reply.header('Cache-Control', relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE);
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPageRequest && !isServerPath(request.url) && acceptsHtml(request)) {
      // SPA fallback: the client router decides what this path shows.
      return reply.header('Cache-Control', NO_CACHE).type('text/html; charset=utf-8').sendFile('index.html');
    }
    return sendError(request, reply, notFoundError());
  });
  return hasWeb;
}
