import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

/** 'Atualizado há N s', counted every second from the query's last success. */
export function UpdatedAgo({ updatedAt, className }: { updatedAt: number; className?: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  const seconds = Math.max(0, Math.floor((now - updatedAt) / 1000));
  return (
    <p className={cn('text-sm tabular-nums text-muted-foreground', className)} data-testid="updated-ago">
      {t('systemHealth.updatedAgo', { count: seconds })}
    </p>
  );
}
