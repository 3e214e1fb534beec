import { DatabaseBackup } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useBackups, useCreateBackup } from '@/features/portability/api/backups';
import { BackupsList } from '@/features/portability/components/backups-list';
import { Section } from '@/features/portability/components/section';

/** 'Backup' of a workspace (or, for administrators with `null`, of the instance): make one now, list them. */
export function BackupsSection({ workspaceId, instance = false }: { workspaceId: string | null; instance?: boolean }) {
  const { t } = useTranslation();
  const backups = useBackups(workspaceId);
  const create = useCreateBackup(workspaceId);
  const key = instance ? 'instance' : 'workspace';
  return (
    <Section
      id={`backups-${key}`}
      icon={DatabaseBackup}
      title={t(`portability.backup.${key}.title`)}
      description={t(`portability.backup.${key}.description`)}
    >
      <div>
        <Button
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onError: () => toast.error(t('portability.backup.createFailed')) })}
        >
          {t(`portability.backup.${key}.create`)}
        </Button>
      </div>
      {backups.isPending ? <Skeleton className="h-16 rounded-lg" /> : <BackupsList jobs={backups.data ?? []} />}
    </Section>
  );
}
