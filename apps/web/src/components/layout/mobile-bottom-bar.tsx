import { VIBRATION_MS } from '@rbax/shared/app';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { bottomNavItems } from '@/components/layout/navigation';
import { cn } from '@/lib/utils';

/** Below 768 px only; an item is current when its path equals the current path (spec §2). */
export function MobileBottomBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav
      aria-label={t('shell.bottomNav')}
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <ul className="mx-auto flex max-w-md items-stretch justify-around">
        {bottomNavItems.map(({ to, labelKey, icon: Icon }) => {
          const active = pathname === to;
          return (
            <li key={to} className="flex-1">
              <Link
                to={to}
                aria-current={active ? 'page' : undefined}
                onClick={() => navigator.vibrate?.(VIBRATION_MS)}
                className={cn(
                  'flex h-16 flex-col items-center justify-center gap-1 text-xs font-medium text-muted-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  active && 'text-foreground',
                )}
              >
                <Icon aria-hidden="true" className={cn('size-5', active && 'text-link')} />
                {t(labelKey)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
