import type { AiSettings } from '@rbax/shared/ai/settings';
import { PowerOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** Why Smart Assist cannot answer here, and who can change that (issue 24). Null when it can. */
export function AiUnavailable({ settings, boardId }: { settings: AiSettings; boardId?: string | undefined }) {
  const { t } = useTranslation();
  const reason = !settings.enabled
    ? 'off'
    : !settings.configured
      ? 'notConfigured'
      : boardId && settings.optedOutBoardIds.includes(boardId)
        ? 'optedOut'
        : null;
  if (!reason) return null;
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-muted">
        <PowerOff aria-hidden="true" className="size-6 text-muted-foreground" />
      </span>
      <h2 className="text-lg font-semibold">{t(`ai.assist.${reason}Title`)}</h2>
      <p className="max-w-prose text-sm text-muted-foreground">{t(`ai.assist.${reason}Body`)}</p>
      <Link
        className={buttonVariants({ variant: 'outline' })}
        to={`${paths.aiSettings}?workspace=${encodeURIComponent(settings.workspaceId)}`}
      >
        {t('ai.common.openSettings')}
      </Link>
    </div>
  );
}
