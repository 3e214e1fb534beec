import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addInterval,
  GB,
  planIds,
  plans,
  prorateSeatChange,
  unitMonthlyCents,
  unitPeriodCents,
  withinLimit,
  type PlanLimitKey,
} from './plans.ts';
import {
  dueClockEvents,
  effectivePlan,
  subscriptionStatuses,
  transition,
  trialDaysLeft,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription.ts';
import { formatTaxId, isValidCnpj, isValidCpf, taxIdKind } from './tax-id.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('the plan catalogue', () => {
  it('prices Pro at R$ 29 and Business at R$ 59 per user a month, 20% off yearly, Enterprise on request', () => {
    expect(unitMonthlyCents('pro', 'monthly')).toBe(2900);
    expect(unitMonthlyCents('pro', 'yearly')).toBe(2320);
    expect(unitPeriodCents('business', 'yearly')).toBe(4720 * 12);
    expect(unitMonthlyCents('enterprise', 'monthly')).toBeNull();
    expect(unitMonthlyCents('free', 'yearly')).toBe(0);
  });

  it.each<[PlanLimitKey, (number | null)[]]>([
    ['boards', [3, null, null, null]],
    ['members', [5, 50, null, null]],
    ['storageBytes', [1 * GB, 50 * GB, 500 * GB, null]],
    ['automationRunsPerMonth', [100, 5000, null, null]],
    ['aiRequestsPerMonth', [20, 500, 5000, null]],
  ])('limits %s per plan (Free, Pro, Business, Enterprise)', (key, limits) => {
    expect(planIds.map((id) => plans[id].limits[key])).toEqual(limits);
    const free = limits[0]!;
    expect(withinLimit(free, free - 1)).toBe(true);
    expect(withinLimit(free, free)).toBe(false);
    expect(withinLimit(null, 10 ** 12)).toBe(true);
  });

  it('switches features on by plan', () => {
    expect(planIds.filter((id) => plans[id].features.integrations)).toEqual(['pro', 'business', 'enterprise']);
    expect(planIds.filter((id) => plans[id].features.scheduledReports)).toEqual(['business', 'enterprise']);
    expect(planIds.filter((id) => plans[id].features.ssoReady)).toEqual(['enterprise']);
  });
});

describe('prorateSeatChange', () => {
  const periodStart = new Date('2026-03-01T00:00:00Z');
  const periodEnd = addInterval(periodStart, 'monthly');

  it('charges added seats for the time left and credits removed ones, to the centavo', () => {
    const half = new Date((periodStart.getTime() + periodEnd.getTime()) / 2);
    const base = { plan: 'pro' as const, interval: 'monthly' as const, periodStart, periodEnd };
    expect(prorateSeatChange({ ...base, fromSeats: 2, toSeats: 4, at: half })).toBe(2900);
    expect(prorateSeatChange({ ...base, fromSeats: 4, toSeats: 3, at: half })).toBe(-1450);
    expect(prorateSeatChange({ ...base, fromSeats: 1, toSeats: 2, at: periodStart })).toBe(2900);
    expect(prorateSeatChange({ ...base, fromSeats: 1, toSeats: 2, at: periodEnd })).toBe(0);
    expect(
      prorateSeatChange({
        ...base,
        interval: 'yearly',
        periodEnd: addInterval(periodStart, 'yearly'),
        fromSeats: 1,
        toSeats: 2,
        at: periodStart,
      }),
    ).toBe(27840);
  });

  it('ends periods on the same day of the month, clamped to short months', () => {
    expect(addInterval(new Date('2026-01-31T10:00:00Z'), 'monthly').toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(addInterval(new Date('2024-02-29T00:00:00Z'), 'yearly').toISOString()).toBe('2025-02-28T00:00:00.000Z');
  });
});

describe('CPF and CNPJ', () => {
  it('accepts valid ids with or without punctuation', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
    expect(taxIdKind('11222333000181')).toBe('cnpj');
    expect(taxIdKind('529.982.247-25')).toBe('cpf');
  });

  it('refuses wrong check digits, repeated digits and wrong lengths', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('111.111.111-11')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCnpj('00000000000000')).toBe(false);
    expect(taxIdKind('1234')).toBeNull();
    expect(taxIdKind('')).toBeNull();
  });

  it('formats digits the Brazilian way', () => {
    expect(formatTaxId('52998224725')).toBe('529.982.247-25');
    expect(formatTaxId('11222333000181')).toBe('11.222.333/0001-81');
  });
});

describe('the subscription state machine', () => {
  const now = new Date('2026-05-10T12:00:00Z');
  const state = (status: SubscriptionState['status'], extra: Partial<SubscriptionState> = {}): SubscriptionState => ({
    plan: status === 'free' ? 'free' : 'pro',
    status,
    interval: 'monthly',
    seats: 2,
    trialEndsAt: status === 'trialing' ? new Date(now.getTime() + DAY) : null,
    currentPeriodStart: status === 'active' || status === 'past_due' ? new Date('2026-05-01T00:00:00Z') : null,
    currentPeriodEnd: status === 'active' || status === 'past_due' ? new Date('2026-06-01T00:00:00Z') : null,
    cancelAtPeriodEnd: false,
    graceEndsAt: status === 'past_due' ? new Date(now.getTime() + 3 * DAY) : null,
    ...extra,
  });
  const events: SubscriptionEvent[] = [
    { type: 'trial_ended' },
    { type: 'payment_succeeded', plan: 'business', interval: 'yearly', seats: 3, periodStart: now },
    { type: 'payment_failed' },
    { type: 'grace_ended' },
    { type: 'period_ended' },
    { type: 'cancel_requested' },
    { type: 'cancel_withdrawn' },
    { type: 'provider_canceled' },
    { type: 'seats_changed', seats: 5 },
    { type: 'plan_assigned', plan: 'free' },
    { type: 'plan_assigned', plan: 'business' },
  ];
  // Every status × every event: the status it ends in.
  const expected: Record<SubscriptionState['status'], string[]> = {
    trialing: [
      'free',
      'active',
      'trialing',
      'trialing',
      'trialing',
      'trialing',
      'trialing',
      'canceled',
      'trialing',
      'free',
      'active',
    ],
    active: [
      'active',
      'active',
      'past_due',
      'active',
      'past_due',
      'active',
      'active',
      'canceled',
      'active',
      'free',
      'active',
    ],
    past_due: [
      'past_due',
      'active',
      'past_due',
      'free',
      'past_due',
      'past_due',
      'past_due',
      'canceled',
      'past_due',
      'free',
      'active',
    ],
    canceled: [
      'canceled',
      'active',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'canceled',
      'free',
      'active',
    ],
    free: ['free', 'active', 'free', 'free', 'free', 'free', 'free', 'free', 'free', 'free', 'active'],
  };

  it.each(subscriptionStatuses.map((status) => [status]))(
    'moves from %s as the table says for every event',
    (status) => {
      const outcomes = events.map((event) => transition(state(status), event, now).state.status);
      expect(outcomes).toEqual(expected[status]);
    },
  );

  it('starts a new paid period on payment, clearing the grace period and a pending cancellation', () => {
    const { state: next } = transition(
      state('past_due', { cancelAtPeriodEnd: true }),
      { type: 'payment_succeeded', plan: 'business', interval: 'yearly', seats: 3, periodStart: now },
      now,
    );
    expect(next).toMatchObject({ plan: 'business', seats: 3, graceEndsAt: null, cancelAtPeriodEnd: false });
    expect(next.currentPeriodEnd!.toISOString()).toBe('2027-05-10T12:00:00.000Z');
  });

  it('gives a grace period on a failed payment, then Free; cancels at period end only when asked', () => {
    const failed = transition(state('active'), { type: 'payment_failed' }, now).state;
    expect(failed.graceEndsAt!.getTime() - now.getTime()).toBe(7 * DAY);
    expect(effectivePlan(failed)).toBe('pro');
    const asked = transition(state('active'), { type: 'cancel_requested' }, now).state;
    expect(transition(asked, { type: 'period_ended' }, now).state.status).toBe('canceled');
    expect(effectivePlan({ plan: 'pro', status: 'canceled' })).toBe('free');
  });

  it('leaves a state unchanged for events that do not apply (replays)', () => {
    const active = state('active');
    expect(transition(active, { type: 'trial_ended' }, now)).toEqual({ state: active, changed: false });
    expect(transition(active, { type: 'seats_changed', seats: 2 }, now).changed).toBe(false);
  });
});

describe('the trial clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts days left and ends the trial on time', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T09:00:00Z'));
    const trialEndsAt = new Date(Date.now() + 14 * DAY);
    const trialing: SubscriptionState = {
      plan: 'pro',
      status: 'trialing',
      interval: 'monthly',
      seats: 1,
      trialEndsAt,
      currentPeriodStart: null,
      currentPeriodEnd: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
    };
    expect(trialDaysLeft(trialEndsAt, new Date())).toBe(14);
    vi.advanceTimersByTime(7 * DAY);
    expect(trialDaysLeft(trialEndsAt, new Date())).toBe(7);
    expect(dueClockEvents(trialing, new Date())).toEqual([]);
    vi.advanceTimersByTime(7 * DAY - 1);
    expect(trialDaysLeft(trialEndsAt, new Date())).toBe(1);
    vi.advanceTimersByTime(1);
    expect(dueClockEvents(trialing, new Date())).toEqual([{ type: 'trial_ended' }]);
    expect(trialDaysLeft(trialEndsAt, new Date())).toBe(0);
  });
});
