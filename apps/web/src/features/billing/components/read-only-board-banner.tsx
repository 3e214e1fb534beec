import { planNames, plans } from '@rbax/shared/billing/plans';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSubscription } from '@/features/billing/api/billing';

/**
 * The banner of a board past its workspace plan's board limit (issue 28): it reads, archives
 * and deletes, but takes no edits until the workspace upgrades or archives other boards.
 */
export function ReadOnlyBoardBanner({ boardId, workspaceId }: { boardId: string; workspaceId: string | null }) {
  const { t } = useTranslation();
  const subscription = useSubscription(workspaceId);
  const data = subscription.data;
  if (!data || !data.readOnlyBoardIds.includes(boardId)) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-50 px-4 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50"
    >
      <Lock aria-hidden="true" className="size-4 shrink-0" />
      <span className="min-w-0 flex-1">
        {t('billing.readOnly.banner', {
          plan: planNames[data.effectivePlan],
          limit: plans[data.effectivePlan].limits.boards ?? 0,
        })}
      </span>
      <Link to={paths.subscriptions} className="font-semibold underline underline-offset-4">
        {t('billing.readOnly.action')}
      </Link>
    </div>
  );
}
