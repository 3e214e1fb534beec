import type { HealthStatus } from '@rbax/shared/health';
import { useTranslation } from 'react-i18next';
import { statusPresentation } from '@/features/system-health/lib/health-status';
import { cn } from '@/lib/utils';

/** Icon and word, coloured: 'Saudável', 'Atenção' or 'Crítico'. */
export function StatusBadge({
  status,
  size = 'sm',
  className,
}: {
  status: HealthStatus;
  size?: 'sm' | 'lg';
  className?: string;
}) {
  const { t } = useTranslation();
  const { icon: Icon, labelKey, tone, surface } = statusPresentation(status);
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full border font-medium',
        size === 'lg' ? 'px-3 py-1 text-base' : 'px-2 py-0.5 text-xs',
        surface,
        tone,
        className,
      )}
    >
      <Icon aria-hidden="true" className={size === 'lg' ? 'size-5' : 'size-3.5'} />
      {t(labelKey)}
    </span>
  );
}
