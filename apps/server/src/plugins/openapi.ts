import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiKeyMayCallPath } from '@rbax/shared/integrations';
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
          'REST API v1. Errors are `{ error: { code, message, issues? } }`, messages in the Accept-Language (pt-BR by default). Sign in through `/api/auth/*` (better-auth); the session is an httpOnly cookie. Programs use a personal API key instead (`Authorization: Bearer rbax_…`, made in the app under Integrações): it acts with the permissions of its owner, narrowed to its scopes (`read`: GET only, else 403) and, if chosen, to some workspaces (everything else is 404 and absent from lists); a revoked or expired key is 401; keys never reach `/api/v1/api-keys`, `/api/v1/account/*` or `/api/v1/admin/*` (403) and are rate limited per key (429). Every POST/PUT/PATCH/DELETE under `/api/v1` (multipart uploads excepted) accepts an `Idempotency-Key` header (1–200 printable ASCII characters, per user, kept 24 h): a repeat returns the first response with `Idempotent-Replayed: true` and changes nothing; the same key with another request is 422 `idempotency_key_reused`, and while the first is still running 409 `idempotency_in_progress`. Input rules for every operation: a path with `.`/`..` segments (also `%2e`), an encoded `/` or `\\`, a backslash or a NUL is 400 `invalid_path`; no string in a body may contain NUL or a lone UTF-16 surrogate (400); ids are UUIDs (a malformed path id is 404); dates lie in the years 1900–2999; a PATCH that changes nothing is 400; a write that loses a race for the same row is 409.',
      },
      servers: [{ url: config.publicUrl }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal API key (`rbax_…`), docs/decisions/033-api-keys.md',
          },
        },
      },
      tags: [
        { name: 'system', description: 'Health, readiness and metrics' },
        { name: 'me', description: 'The signed-in user' },
        { name: 'account', description: 'My sessions and deleting my account' },
        { name: 'admin', description: 'Administration' },
        { name: 'auth', description: 'Sign-in methods' },
        { name: 'integrations', description: 'API keys' },
      ],
    },
    transform: (input) => jsonSchemaTransform(withApiKeySecurity(input)),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Every signed-in `/api/v1` route lists the API key beside the session, except the routes no
 * key may call, which list the session only — whatever the route file wrote (one rule, in
 * `@rbax/shared/integrations`).
 */
function withApiKeySecurity(input: TransformInput): TransformInput {
  const security = (input.schema as { security?: Record<string, string[]>[] } | undefined)?.security;
  if (!security?.some((requirement) => 'session' in requirement) || !input.url.startsWith('/api/v1')) return input;
  const path = input.url.slice('/api/v1'.length);
  const rest = security.filter((requirement) => !('apiKey' in requirement));
  const next = apiKeyMayCallPath(path) ? [...rest, { apiKey: [] }] : rest;
  return { ...input, schema: { ...input.schema, security: next } };
}
