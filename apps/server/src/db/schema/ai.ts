import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { user } from './auth.ts';
import { boards } from './boards.ts';
import { createdAt, updatedAt } from './columns.ts';
import { workspaces } from './workspaces.ts';

/**
 * The `ai` module's tables (issue 24, docs/decisions/047-ai-providers-and-assist.md): a
 * workspace's provider settings (off until its owner turns them on; the key sealed with
 * modules/integrations/secrets.ts), the boards it keeps out of AI, token usage per month, and
 * the changes Smart Assist proposed and the person has not yet applied. Prompts and answers are
 * never stored.
 */
export const aiSettings = pgTable('ai_settings', {
  workspaceId: text('workspace_id')
    .primaryKey()
    .references(() => workspaces.id, { onDelete: 'cascade' }),
  enabled: boolean('enabled').notNull().default(false),
  baseUrl: text('base_url'),
  model: text('model'),
  /** `sealSecret(AUTH_SECRET, key, 'ai:<workspace id>')`; never returned by the API. */
  apiKeySealed: text('api_key_sealed'),
  monthlyTokenCap: integer('monthly_token_cap'),
  updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Boards of a workspace whose data is never sent to a model (per-board opt-out). */
export const aiBoardOptOuts = pgTable(
  'ai_board_opt_outs',
  {
    boardId: text('board_id')
      .primaryKey()
      .references(() => boards.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('ai_board_opt_outs_workspace_id_idx').on(t.workspaceId)],
);

/** Tokens a workspace used in a calendar month (UTC), as the provider reported them. */
export const aiUsage = pgTable(
  'ai_usage',
  {
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    promptTokens: bigint('prompt_tokens', { mode: 'number' }).notNull().default(0),
    completionTokens: bigint('completion_tokens', { mode: 'number' }).notNull().default(0),
    requests: integer('requests').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.month] })],
);

/**
 * A change Smart Assist proposed, owned by the person who asked, until applied, discarded or
 * expired. `payload` is `aiProposalPayloadSchema`; applying runs the normal services as its owner.
 */
export const aiProposals = pgTable(
  'ai_proposals',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    workspaceId: text('workspace_id')
      .notNull()
      .references(() => workspaces.id, { onDelete: 'cascade' }),
    boardId: text('board_id')
      .notNull()
      .references(() => boards.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    preview: jsonb('preview').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    result: jsonb('result').$type<{ cardIds: string[]; itemIds: string[] }>(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [
    check('ai_proposals_status_check', sql`${t.status} IN ('pending', 'applying', 'applied', 'discarded')`),
    index('ai_proposals_user_id_idx').on(t.userId),
    index('ai_proposals_expires_at_idx').on(t.expiresAt),
  ],
);
