import { addInterval, GRACE_DAYS, TRIAL_REMINDER_DAYS, type BillingInterval, type PlanId } from './plans.ts';

/**
 * The subscription state machine (issue 28, docs/decisions/054-billing.md). One pure function
 * moves a workspace's subscription for every event, whoever reports it: the clock (trial and
 * grace ends, period ends), administrators (manual mode) or the provider's webhooks (Stripe).
 *
 *   trialing ──trial_ended──▶ free
 *   trialing | free | canceled | past_due | active ──payment_succeeded──▶ active (new period)
 *   active ──payment_failed──▶ past_due (grace period) ──grace_ended──▶ free
 *   active ──period_ended (cancel at period end)──▶ canceled;  ──period_ended (renewing, manual)──▶ past_due
 *   active | past_due | trialing ──provider_canceled──▶ canceled
 *   any ──plan_assigned(free)──▶ free;  any ──plan_assigned(paid)──▶ active
 */

export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'free'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export type SubscriptionState = {
  plan: PlanId;
  status: SubscriptionStatus;
  interval: BillingInterval;
  seats: number;
  trialEndsAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: Date | null;
};

export type SubscriptionEvent =
  | { type: 'trial_ended' }
  | {
      type: 'payment_succeeded';
      plan: PlanId;
      interval: BillingInterval;
      seats: number;
      periodStart: Date;
      periodEnd?: Date;
    }
  | { type: 'payment_failed' }
  | { type: 'grace_ended' }
  | { type: 'period_ended' }
  | { type: 'cancel_requested' }
  | { type: 'cancel_withdrawn' }
  | { type: 'provider_canceled' }
  | { type: 'seats_changed'; seats: number }
  | { type: 'plan_assigned'; plan: PlanId; interval?: BillingInterval; seats?: number };

export type SubscriptionEventType = SubscriptionEvent['type'];

const DAY = 24 * 60 * 60 * 1000;

/** The plan a subscription gives right now: Free unless trialing, active or in its grace period. */
export function effectivePlan(state: Pick<SubscriptionState, 'plan' | 'status'>): PlanId {
  return state.status === 'trialing' || state.status === 'active' || state.status === 'past_due' ? state.plan : 'free';
}

/** Events that make no sense in a state leave it as it is (`changed: false`), e.g. a replayed webhook. */
export function transition(
  state: SubscriptionState,
  event: SubscriptionEvent,
  now: Date,
): { state: SubscriptionState; changed: boolean } {
  const same = { state, changed: false };
  const to = (next: Partial<SubscriptionState>) => ({ state: { ...state, ...next }, changed: true });
  const toFree = () =>
    to({
      plan: 'free',
      status: 'free',
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    });
  switch (event.type) {
    case 'trial_ended':
      return state.status === 'trialing' ? toFree() : same;
    case 'payment_succeeded':
      return to({
        plan: event.plan,
        status: 'active',
        interval: event.interval,
        seats: event.seats,
        trialEndsAt: state.status === 'trialing' ? now : state.trialEndsAt,
        currentPeriodStart: event.periodStart,
        currentPeriodEnd: event.periodEnd ?? addInterval(event.periodStart, event.interval),
        graceEndsAt: null,
        cancelAtPeriodEnd: false,
      });
    case 'payment_failed':
      return state.status === 'active'
        ? to({ status: 'past_due', graceEndsAt: new Date(now.getTime() + GRACE_DAYS * DAY) })
        : same;
    case 'grace_ended':
      return state.status === 'past_due' ? toFree() : same;
    case 'period_ended':
      if (state.status !== 'active') return same;
      if (state.cancelAtPeriodEnd) return to({ status: 'canceled', cancelAtPeriodEnd: false, graceEndsAt: null });
      // Manual mode: the renewal has not been recorded yet; the grace period starts.
      return to({ status: 'past_due', graceEndsAt: new Date(now.getTime() + GRACE_DAYS * DAY) });
    case 'cancel_requested':
      return state.status === 'active' && !state.cancelAtPeriodEnd ? to({ cancelAtPeriodEnd: true }) : same;
    case 'cancel_withdrawn':
      return state.status === 'active' && state.cancelAtPeriodEnd ? to({ cancelAtPeriodEnd: false }) : same;
    case 'provider_canceled':
      return state.status === 'active' || state.status === 'past_due' || state.status === 'trialing'
        ? to({ status: 'canceled', cancelAtPeriodEnd: false, graceEndsAt: null })
        : same;
    case 'seats_changed':
      return state.seats === event.seats || event.seats < 1 ? same : to({ seats: event.seats });
    case 'plan_assigned':
      if (event.plan === 'free') return state.status === 'free' ? same : toFree();
      return to({
        plan: event.plan,
        status: 'active',
        interval: event.interval ?? state.interval,
        seats: event.seats ?? state.seats,
        trialEndsAt: state.status === 'trialing' ? now : state.trialEndsAt,
        currentPeriodStart: state.status === 'active' && state.currentPeriodStart ? state.currentPeriodStart : now,
        currentPeriodEnd:
          state.status === 'active' && state.currentPeriodEnd
            ? state.currentPeriodEnd
            : addInterval(now, event.interval ?? state.interval),
        graceEndsAt: null,
        cancelAtPeriodEnd: false,
      });
  }
}

/** The clock's events due at `now`, in order (the billing tick applies them). */
export function dueClockEvents(state: SubscriptionState, now: Date): SubscriptionEvent[] {
  if (state.status === 'trialing' && state.trialEndsAt && state.trialEndsAt <= now) return [{ type: 'trial_ended' }];
  if (state.status === 'past_due' && state.graceEndsAt && state.graceEndsAt <= now) return [{ type: 'grace_ended' }];
  if (state.status === 'active' && state.currentPeriodEnd && state.currentPeriodEnd <= now)
    return [{ type: 'period_ended' }];
  return [];
}

/** Whole days left in a trial at `now` (ceil: 6.2 days left → 7), 0 when it is over. */
export function trialDaysLeft(trialEndsAt: Date | null, now: Date): number {
  if (!trialEndsAt) return 0;
  return Math.max(0, Math.ceil((trialEndsAt.getTime() - now.getTime()) / DAY));
}

/** The reminder thresholds, largest first (7, 3, 1 days left). */
export const TRIAL_REMINDER_DAYS_LEFT: readonly number[] = [...TRIAL_REMINDER_DAYS].sort((a, b) => b - a);
