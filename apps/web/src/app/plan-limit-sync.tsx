import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isPlanLimitError, isSubscriptionQuery } from '@/features/billing/lib/plan-limit';
import { boardsQueryKey } from '@/features/boards/api/get-boards';

/**
 * A write refused by the workspace's plan (402 `plan_limit_reached`) means the plan changed under
 * an open page — a trial ended, a downgrade left this board past the limit. The boards and the
 * workspaces' subscriptions are read again, so `canEdit` and the read-only banner follow: a board
 * that became read-only drops its edit controls at once instead of refusing every next attempt.
 */
export function PlanLimitSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isPlanLimitError(event.action.error)) return;
        void queryClient.invalidateQueries({ queryKey: boardsQueryKey });
        void queryClient.invalidateQueries({ predicate: isSubscriptionQuery });
      }),
    [queryClient],
  );
  return null;
}
