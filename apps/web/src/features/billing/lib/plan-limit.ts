import type { Query } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

/** Whether an API error is a plan limit (HTTP 402 `plan_limit_reached`, issue 28). */
export function isPlanLimitError(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 402 && error.code === 'plan_limit_reached';
}

/** A workspace's subscription (plan, limits, read-only boards). */
export const subscriptionQueryKey = (workspaceId: string) => ['workspaces', workspaceId, 'subscription'] as const;

/** Any workspace's subscription query. */
export const isSubscriptionQuery = (query: Pick<Query, 'queryKey'>) =>
  query.queryKey.length === 3 && query.queryKey[0] === 'workspaces' && query.queryKey[2] === 'subscription';
