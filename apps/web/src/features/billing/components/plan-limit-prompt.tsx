import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { isPlanLimitError } from '@/features/billing/lib/plan-limit';

/**
 * The upgrade prompt: a plan limit's message (the server's, in the reader's language) with
 * 'Fazer upgrade', which opens /subscriptions. Returns false for any other error.
 */
export function usePlanLimitPrompt(): (error: unknown) => boolean {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    (error: unknown) => {
      if (!isPlanLimitError(error)) return false;
      toast.error(error.message, {
        duration: 10_000,
        action: { label: t('billing.prompt.upgrade'), onClick: () => void navigate(paths.subscriptions) },
      });
      return true;
    },
    [navigate, t],
  );
}
