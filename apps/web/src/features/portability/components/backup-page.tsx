import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { GuideLink } from '@/components/ui/guide-link';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { PORTABILITY_GUIDE_SLUG } from '@/config/paths';
import { useAdminStatus } from '@/features/admin/api/get-admin-status';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { BackupScheduleForm } from '@/features/portability/components/backup-schedule-form';
import { BackupsSection } from '@/features/portability/components/backups-section';
import { ReportSchedulesSection } from '@/features/portability/components/report-schedules-section';
import { RestoreSection } from '@/features/portability/components/restore-section';
import { WorkspaceExportSection } from '@/features/portability/components/workspace-export-section';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';

/** The workspace shown lives in the URL (`?workspace=<id>`). */
const WORKSPACE_PARAM = 'workspace';

/**
 * /backup ('Backup', spec §2): a workspace's backups, its scheduled backups, its export and its
 * scheduled reports (owners and admins); restoring a backup (anyone: it makes new workspaces);
 * the whole instance's backup for administrators (issue 23).
 */
export function BackupPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const admin = useAdminStatus(user?.id) === 'admin';
  const workspaces = useWorkspaces();
  const [params, setParams] = useSearchParams();
  const list = workspaces.data ?? [];
  const wanted = params.get(WORKSPACE_PARAM);
  const workspace =
    list.find((w) => w.id === wanted) ?? list.find((w) => w.role === 'owner' || w.role === 'admin') ?? list[0] ?? null;
  const manages = workspace !== null && (workspace.role === 'owner' || workspace.role === 'admin');

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{`${t('portability.backupPage.title')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('portability.backupPage.title')}</h1>
        <p className="text-muted-foreground">{t('portability.backupPage.subtitle')}</p>
        <p className="text-sm">
          <GuideLink slug={PORTABILITY_GUIDE_SLUG}>{t('portability.guide')}</GuideLink>
        </p>
      </div>
      {workspaces.isPending ? (
        <Skeleton className="h-10 max-w-sm rounded-md" />
      ) : (
        list.length > 0 && (
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="backup-workspace">{t('portability.backupPage.workspace')}</Label>
            <Select
              value={workspace?.id}
              onValueChange={(id) => setParams({ [WORKSPACE_PARAM]: id }, { replace: true })}
            >
              <SelectTrigger id="backup-workspace">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {list.map((w) => (
                  <SelectItem key={w.id} value={w.id}>
                    {w.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
        )
      )}
      {workspace && !manages && (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {t('portability.backupPage.notManager')}
        </p>
      )}
      {workspace && manages && (
        <>
          <BackupsSection key={`b-${workspace.id}`} workspaceId={workspace.id} />
          <BackupScheduleForm key={`s-${workspace.id}`} workspaceId={workspace.id} />
          <WorkspaceExportSection key={`e-${workspace.id}`} workspaceId={workspace.id} />
        </>
      )}
      {workspace && workspace.role !== 'viewer' && (
        <ReportSchedulesSection key={`r-${workspace.id}`} workspaceId={workspace.id} canManage={manages} />
      )}
      <RestoreSection />
      {admin && <BackupsSection workspaceId={null} instance />}
    </div>
  );
}
