import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '#src/config/env.ts';
import { findUnsafeText } from '@rbax/shared/validation';
import { originNotAllowed, unsupportedMediaType, validationFailed } from '#src/lib/errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Origins of the third-party widgets the operator configured (live chat, scheduling popup;
 * issue 6). Each one may load scripts and styles, open connections, show frames and images from
 * its own origin, and nothing else is added: with no widget configured the policy is unchanged.
 * WhatsApp is a plain link to https://wa.me, which needs no CSP entry.
 */
export function widgetOrigins(config: Pick<Config, 'publicSite'>): string[] {
  const { liveChatScriptUrl, schedulingUrl, schedulingScriptUrl } = config.publicSite;
  const urls = [liveChatScriptUrl, schedulingUrl, schedulingScriptUrl].filter((url): url is string => url !== null);
  return [...new Set(urls.map((url) => new URL(url).origin))];
}

/** The SPA's Content-Security-Policy (ARCHITECTURE §8); Swagger UI fits in it too. */
function contentSecurityPolicy(config: Config) {
  const widgets = widgetOrigins(config);
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...widgets],
      styleSrc: ["'self'", "'unsafe-inline'", ...widgets],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:', ...widgets],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'ws:', 'wss:', ...widgets],
      ...(widgets.length > 0 ? { frameSrc: ["'self'", ...widgets] } : {}),
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'", 'https://accounts.google.com'],
      ...(config.publicUrl.startsWith('https://') ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

/**
 * Helmet, compression and the body rules: JSON only (no `text/plain`, the CSRF-friendly
 * "simple request" type), an empty JSON body reads as no body, and no string in a body may hold
 * a NUL or a lone surrogate.
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: contentSecurityPolicy(config),
    crossOriginEmbedderPolicy: false,
    hsts: config.publicUrl.startsWith('https://'),
  });
  await app.register(compress, { global: true, threshold: 1024 });

  app.removeContentTypeParser('text/plain');
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (String(body).trim() === '') {
      done(null, undefined);
      return;
    }
    defaultJsonParser(request, String(body), (error, parsed) => {
      if (error) {
        done(error);
        return;
      }
      // Text with NUL or a lone surrogate, anywhere in the body, never reaches a route (decision 028).
      const path = findUnsafeText(parsed);
      if (path) done(validationFailed([{ path, message: 'validation.invalidCharacters' }]));
      else done(null, parsed);
    });
  });
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  if (length !== undefined) return Number(length) > 0;
  return request.headers['transfer-encoding'] !== undefined;
}

/**
 * CSRF defence of the product API (ARCHITECTURE §8): a mutating request from a browser must come
 * from our own origin, and its body must be JSON (or multipart), which a cross-site form cannot send.
 */
export function apiMutationGuard(config: Config) {
  return async (request: FastifyRequest): Promise<void> => {
    if (!MUTATING.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== config.publicOrigin) throw originNotAllowed();
    if (origin === undefined && request.headers['sec-fetch-site'] === 'cross-site') throw originNotAllowed();
    if (hasBody(request)) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json' && type !== 'multipart/form-data') throw unsupportedMediaType();
    }
  };
}
