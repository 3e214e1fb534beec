import { Activity, BarChart3, BookOpen, ExternalLink, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { AdminStatsPanel } from '@/features/admin/components/admin-stats-panel';
import { useAuth } from '@/features/auth/hooks/use-auth';

type Tool = { href: string; icon: LucideIcon; title: string; description: string };

/** 'Visão geral': the installation's totals, then who you are and the system tools. */
export function AdminOverview() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const tools: Tool[] = [
    { href: paths.apiDocs, icon: BookOpen, title: t('admin.apiDocs'), description: t('admin.apiDocsDescription') },
    { href: paths.apiMetrics, icon: Activity, title: t('admin.metrics'), description: t('admin.metricsDescription') },
  ];

  return (
    <div className="flex flex-col gap-4">
      <AdminStatsPanel />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('admin.identityTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('admin.name')}</dt>
              <dd className="min-w-0 truncate font-medium">{user?.name}</dd>
              <dt className="text-muted-foreground">{t('admin.email')}</dt>
              <dd className="min-w-0 truncate font-medium">{user?.email}</dd>
              <dt className="text-muted-foreground">{t('admin.role')}</dt>
              <dd className="font-medium">{t('admin.roleAdmin')}</dd>
            </dl>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>{t('admin.toolsTitle')}</CardTitle>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-2">
              <li>
                {/* Issue 19: the instance's usage, an administrators' page of the app itself. */}
                <Link
                  to={paths.globalAnalytics}
                  className="flex items-start gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                >
                  <BarChart3 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
                  <span className="grid min-w-0 flex-1 gap-0.5">
                    <span className="font-medium">{t('globalAnalytics.adminLink.title')}</span>
                    <span className="text-sm text-muted-foreground">{t('globalAnalytics.adminLink.description')}</span>
                  </span>
                </Link>
              </li>
              {tools.map(({ href, icon: Icon, title, description }) => (
                <li key={href}>
                  <a
                    href={href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex items-start gap-3 rounded-lg border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/60"
                  >
                    <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-link" />
                    <span className="grid min-w-0 flex-1 gap-0.5">
                      <span className="flex items-center gap-1.5 font-medium">
                        {title}
                        <ExternalLink aria-hidden="true" className="size-3.5 text-muted-foreground" />
                        <span className="sr-only">{t('admin.opensInNewTab')}</span>
                      </span>
                      <span className="text-sm text-muted-foreground">{description}</span>
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      </div>
    </div>
  );
}
