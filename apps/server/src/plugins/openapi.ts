import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '#src/config/env.ts';
import { appVersion } from '#src/lib/version.ts';

/** OpenAPI from the routes' zod schemas: `/api/openapi.json`, browsable at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'RBAX Flow API',
        version: appVersion,
        description:
          'REST API v1. Errors are `{ error: { code, message, issues? } }`, messages in the Accept-Language (pt-BR by default). Sign in through `/api/auth/*` (better-auth); the session is an httpOnly cookie. Every POST/PUT/PATCH/DELETE under `/api/v1` (multipart uploads excepted) accepts an `Idempotency-Key` header (1–200 printable ASCII characters, per user, kept 24 h): a repeat returns the first response with `Idempotent-Replayed: true` and changes nothing; the same key with another request is 422 `idempotency_key_reused`, and while the first is still running 409 `idempotency_in_progress`. Input rules for every operation: a path with `.`/`..` segments (also `%2e`), an encoded `/` or `\\`, a backslash or a NUL is 400 `invalid_path`; no string in a body may contain NUL or a lone UTF-16 surrogate (400); ids are UUIDs (a malformed path id is 404); dates lie in the years 1900–2999; a PATCH that changes nothing is 400; a write that loses a race for the same row is 409.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      tags: [
        { name: 'system', description: 'Health, readiness and metrics' },
        { name: 'me', description: 'The signed-in user' },
        { name: 'account', description: 'My sessions and deleting my account' },
        { name: 'admin', description: 'Administration' },
        { name: 'auth', description: 'Sign-in methods' },
      ],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
