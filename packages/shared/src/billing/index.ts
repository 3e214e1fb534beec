/** Billing's shared contracts (issue 28): `@rbax/shared/billing/index`; each file also alone. */
export * from './plans.ts';
export * from './tax-id.ts';
export * from './subscription.ts';
export * from './api.ts';
