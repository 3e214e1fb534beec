import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AdminAudit } from '@/features/admin/components/admin-audit';
import { AdminFeedback } from '@/features/admin/components/admin-feedback';
import { AdminNewsletter } from '@/features/admin/components/admin-newsletter';
import { AdminOverview } from '@/features/admin/components/admin-overview';
import { AdminUsersPanel } from '@/features/admin/components/admin-users-panel';
import { AdminBilling } from '@/features/billing/components/admin-billing';
import { useAuth } from '@/features/auth/hooks/use-auth';

const tabs = ['overview', 'users', 'feedback', 'newsletter', 'billing', 'audit'] as const;
type Tab = (typeof tabs)[number];
const isTab = (value: string | null): value is Tab => tabs.includes(value as Tab);

/** `/admin` (issue 8): the installation's administration, one tab per area; the tab is in the URL (`?tab=`). */
export function AdminPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab = isTab(requested) ? requested : 'overview';

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-6">
      <title>{`${t('admin.title')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('admin.title')}</h1>
        <p className="text-muted-foreground">{t('admin.subtitle')}</p>
      </div>
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (value === 'overview') next.delete('tab');
              else next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <div className="-mx-1 overflow-x-auto px-1 pb-1">
          <TabsList className="w-max min-w-full justify-start sm:w-full">
            {tabs.map((value) => (
              <TabsTrigger key={value} value={value} className="flex-none sm:flex-1">
                {value === 'billing' ? t('billing.admin.tab') : t(`admin.tabs.${value}`)}
              </TabsTrigger>
            ))}
          </TabsList>
        </div>
        <TabsContent value="overview">
          <AdminOverview />
        </TabsContent>
        <TabsContent value="users">
          <AdminUsersPanel currentUserId={user?.id} />
        </TabsContent>
        <TabsContent value="feedback">
          <AdminFeedback />
        </TabsContent>
        <TabsContent value="newsletter">
          <AdminNewsletter />
        </TabsContent>
        <TabsContent value="billing">
          <AdminBilling />
        </TabsContent>
        <TabsContent value="audit">
          <AdminAudit />
        </TabsContent>
      </Tabs>
    </div>
  );
}
