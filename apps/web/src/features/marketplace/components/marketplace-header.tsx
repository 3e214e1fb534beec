import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GuideLink } from '@/components/ui/guide-link';
import { MARKETPLACE_GUIDE_SLUG, paths } from '@/config/paths';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { cn } from '@/lib/utils';

/** Title, subtitle, the guide and the marketplace's own pages (moderation for administrators). */
export function MarketplaceHeader({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useAuth();
  const admin = useAdminStatus(user?.id) === 'admin';
  const links = [
    { to: paths.marketplace, label: t('marketplace.nav.marketplace') },
    { to: paths.storePremium, label: t('marketplace.nav.store') },
    { to: paths.monetization, label: t('marketplace.nav.monetization') },
    ...(admin ? [{ to: paths.marketplaceModeration, label: t('marketplace.nav.moderation') }] : []),
  ];
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{subtitle}</p>
          <p className="text-sm">
            <GuideLink slug={MARKETPLACE_GUIDE_SLUG}>{t('marketplace.guide')}</GuideLink>
          </p>
        </div>
        {children}
      </div>
      <nav aria-label={t('marketplace.nav.label')}>
        <ul className="flex flex-wrap gap-1 border-b">
          {links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                aria-current={pathname === link.to ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex border-b-2 border-transparent px-3 py-2 text-sm font-medium text-muted-foreground outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/60',
                  pathname === link.to && 'border-primary text-foreground',
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
