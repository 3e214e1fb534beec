import { billingModes, type BillingMode } from '@rbax/shared/billing/api';
import {
  GB,
  planNames,
  plans,
  TRIAL_DAYS,
  TRIAL_PLAN,
  withinLimit,
  type PlanFeatureId,
  type PlanId,
  type PlanLimitKey,
} from '@rbax/shared/billing/plans';
import { dueClockEvents, effectivePlan, transition, type SubscriptionState } from '@rbax/shared/billing/subscription';
import { usageMonth } from '@rbax/shared/ai/settings';
import type { Config } from '#src/config/env.ts';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.ts';
import { firstRow } from '#src/db/raw.ts';
import { AppError } from '#src/lib/errors.ts';
import {
  activeBoardIds,
  findModeOverride,
  findSubscription,
  insertSubscriptionIfMissing,
  updateSubscription,
  workspaceCreatedAt,
  workspaceUsage,
  type SubscriptionRow,
  type WorkspaceUsage,
} from './billing-repository.ts';

/**
 * The one place plans are enforced (issue 28, docs/decisions/054-billing.md), like lib/access.ts
 * for permissions: services call `assertPlanAllows` before they create what a plan limits, and
 * lib/access.ts calls `assertBoardWritable` for every board edit. With billing off (the default
 * for self-hosting) both return at once: nothing changes for anyone.
 */

const DAY = 24 * 60 * 60 * 1000;
const MODE_CACHE_MS = 5_000;

/** Each app registers its billing configuration against its database handle (app.ts). */
const configs = new WeakMap<Db, Config['billing']>();
const modeCache = new WeakMap<Db, { mode: BillingMode; at: number }>();

export function registerBillingConfig(db: Db, billing: Config['billing']): void {
  configs.set(db, billing);
}

export function billingConfigOf(db: Db): Config['billing'] | undefined {
  return configs.get(db);
}

/** After administrators change the mode (other instances see it within MODE_CACHE_MS). */
export function forgetBillingMode(db: Db): void {
  modeCache.delete(db);
}

const isMode = (value: string | null): value is BillingMode =>
  value !== null && (billingModes as readonly string[]).includes(value);

/** The mode in force: administrators' choice (stripe only when configured), else BILLING_MODE. */
export async function billingMode(db: Db, via: Db = db): Promise<BillingMode> {
  const billing = configs.get(db);
  if (!billing) return 'off';
  const cached = modeCache.get(db);
  if (cached && Date.now() - cached.at < MODE_CACHE_MS) return cached.mode;
  // `via`: the caller's transaction, when it holds one (PGlite has a single connection).
  const override = await findModeOverride(via);
  let mode: BillingMode = billing.mode === 'stripe' && !billing.stripe ? 'off' : billing.mode;
  if (isMode(override) && (override !== 'stripe' || billing.stripe)) mode = override;
  modeCache.set(db, { mode, at: Date.now() });
  return mode;
}

export function stateOf(row: SubscriptionRow): SubscriptionState {
  return {
    plan: row.plan as PlanId,
    status: row.status as SubscriptionState['status'],
    interval: row.interval as SubscriptionState['interval'],
    seats: row.seats,
    trialEndsAt: row.trialEndsAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    graceEndsAt: row.graceEndsAt,
  };
}

/** The row's columns for a state (and when it left a paid plan, for churn). */
export function rowValuesOf(before: SubscriptionState, after: SubscriptionState, now: Date): Partial<SubscriptionRow> {
  const leftPaid =
    (before.status === 'active' || before.status === 'past_due') &&
    (after.status === 'free' || after.status === 'canceled');
  return { ...after, ...(leftPaid ? { endedAt: now } : {}) };
}

/**
 * The workspace's subscription as of `now`: created on first look with the workspace's trial
 * (14 days of Pro from its creation, no card), and moved by the clock if a trial or grace
 * period ended since the billing tick last ran (the tick sends the e-mails).
 */
export async function loadSubscription(
  db: Db,
  workspaceId: string,
  now: Date = new Date(),
  options: { clock?: boolean } = {},
): Promise<SubscriptionRow> {
  let row = await findSubscription(db, workspaceId);
  if (!row) {
    const createdAt = (await workspaceCreatedAt(db, workspaceId)) ?? now;
    await insertSubscriptionIfMissing(db, {
      workspaceId,
      plan: TRIAL_PLAN,
      status: 'trialing',
      trialEndsAt: new Date(createdAt.getTime() + TRIAL_DAYS * DAY),
    });
    row = (await findSubscription(db, workspaceId))!;
  }
  if (options.clock === false) return row;
  const before = stateOf(row);
  // Only the trial and grace ends apply on read; a period's end waits for the tick (its own e-mails).
  const due = dueClockEvents(before, now).filter((event) => event.type !== 'period_ended');
  if (due.length === 0) return row;
  let state = before;
  for (const event of due) state = transition(state, event, now).state;
  await updateSubscription(db, workspaceId, rowValuesOf(before, state, now));
  return (await findSubscription(db, workspaceId))!;
}

export type PlanCheck = { limit: PlanLimitKey; adding?: number } | { feature: PlanFeatureId };

const capitalized = (key: string) => key.charAt(0).toUpperCase() + key.slice(1);

/** '1 GB', '500 GB' for storage; the number for everything else. */
export function formatLimit(key: PlanLimitKey, limit: number): string {
  return key === 'storageBytes' ? `${Math.round(limit / GB)} GB` : String(limit);
}

export function planLimitReached(plan: PlanId, key: PlanLimitKey, limit: number): AppError {
  return new AppError(402, 'plan_limit_reached', `billing.limit${capitalized(key)}`, {
    params: { plan: planNames[plan], limit: formatLimit(key, limit) },
  });
}

export type PlanContext = { mode: BillingMode; plan: PlanId; subscription: SubscriptionRow | null };

/** The plan whose limits apply to the workspace now (every feature when billing is off). */
export async function planContext(db: Db, workspaceId: string, now: Date = new Date()): Promise<PlanContext> {
  const mode = await billingMode(db);
  if (mode === 'off') return { mode, plan: 'enterprise', subscription: null };
  const subscription = await loadSubscription(db, workspaceId, now);
  return { mode, plan: effectivePlan(stateOf(subscription)), subscription };
}

/**
 * 402 `plan_limit_reached` when the workspace's plan does not allow one more of `limit` (or
 * `adding` more), or lacks the feature. Boards without a workspace are personal: no plan.
 */
export async function assertPlanAllows(db: Db, workspaceId: string | null, check: PlanCheck): Promise<void> {
  if (!workspaceId) return;
  if ((await billingMode(db)) === 'off') return;
  const { plan } = await planContext(db, workspaceId);
  const definition = plans[plan];
  if ('feature' in check) {
    if (!definition.features[check.feature]) {
      throw new AppError(402, 'plan_limit_reached', `billing.feature${capitalized(check.feature)}`, {
        params: { plan: planNames[plan] },
      });
    }
    return;
  }
  const limit = definition.limits[check.limit];
  if (limit === null) return;
  const usage = await currentUsage(db, workspaceId);
  if (!withinLimit(limit, usage[check.limit], check.adding ?? 1)) throw planLimitReached(plan, check.limit, limit);
}

export async function currentUsage(db: Db, workspaceId: string, now: Date = new Date()): Promise<WorkspaceUsage> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  return workspaceUsage(db, workspaceId, monthStart, usageMonth(now));
}

/** Boards past the plan's board limit (oldest stay writable): read-only until upgraded or archived. */
export async function readOnlyBoardIds(db: Db, workspaceId: string, plan: PlanId): Promise<string[]> {
  const limit = plans[plan].limits.boards;
  if (limit === null) return [];
  const ids = await activeBoardIds(db, workspaceId);
  return ids.slice(limit);
}

/**
 * Which of `boards` are read-only because they are past their workspace plan's board limit (the
 * board summaries say `canEdit: false` for them, so the web hides what the server would refuse).
 * Billing off: an empty set, with no query.
 */
export async function planReadOnlyBoards(
  db: Db,
  boards: readonly { id: string; workspaceId: string | null; archived: boolean }[],
): Promise<Set<string>> {
  const found = new Set<string>();
  const workspaces = [...new Set(boards.filter((b) => b.workspaceId && !b.archived).map((b) => b.workspaceId!))];
  if (workspaces.length === 0 || (await billingMode(db)) === 'off') return found;
  for (const workspaceId of workspaces) {
    const { plan } = await planContext(db, workspaceId);
    for (const id of await readOnlyBoardIds(db, workspaceId, plan)) found.add(id);
  }
  return found;
}

/** 402 for edits on a board beyond the plan's board limit (reading, archiving and deleting stay allowed). */
export async function assertBoardWritable(db: Db, board: { id: string; workspaceId: string | null }): Promise<void> {
  if (!board.workspaceId) return;
  if ((await billingMode(db)) === 'off') return;
  const { plan } = await planContext(db, board.workspaceId);
  const limit = plans[plan].limits.boards;
  if (limit === null) return;
  const ids = await activeBoardIds(db, board.workspaceId);
  if (ids.indexOf(board.id) >= limit) {
    throw new AppError(402, 'plan_limit_reached', 'billing.boardReadOnly', {
      params: { plan: planNames[plan], limit },
    });
  }
}

/**
 * Whether the board's workspace may run one more automation this month (the automations
 * consumer asks before it runs a board's rules, inside its transaction `tx`; `db` names the app).
 * Runs of one batch count once it commits, so a batch may pass the limit by its own size.
 */
export async function automationRunsAllowed(db: Db, tx: Db, boardId: string): Promise<boolean> {
  if ((await billingMode(db, tx)) === 'off') return true;
  const row = await firstRow<{ workspace_id: string | null }>(
    tx,
    sql`SELECT workspace_id FROM boards WHERE id = ${boardId}`,
  );
  if (!row?.workspace_id) return true;
  const subscription = await loadSubscription(tx, row.workspace_id);
  const limit = plans[effectivePlan(stateOf(subscription))].limits.automationRunsPerMonth;
  if (limit === null) return true;
  const usage = await currentUsage(tx, row.workspace_id);
  return withinLimit(limit, usage.automationRunsPerMonth);
}
