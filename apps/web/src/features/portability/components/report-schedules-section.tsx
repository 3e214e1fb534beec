import { Mail, Send, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  useDeleteReportSchedule,
  useReportSchedules,
  useSendReportNow,
} from '@/features/portability/api/report-schedules';
import { ReportScheduleForm } from '@/features/portability/components/report-schedule-form';
import { Section } from '@/features/portability/components/section';
import { formatDateTime } from '@/features/portability/lib/format';

/** 'Relatórios por e-mail': the workspace's scheduled PDF reports, a new one, 'Enviar agora'. */
export function ReportSchedulesSection({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const schedules = useReportSchedules(workspaceId);
  const remove = useDeleteReportSchedule(workspaceId);
  const send = useSendReportNow();
  return (
    <Section
      id="report-schedules"
      icon={Mail}
      title={t('portability.reports.title')}
      description={t('portability.reports.description')}
    >
      {(schedules.data ?? []).length > 0 && (
        <ul className="divide-y rounded-lg border">
          {schedules.data!.map((s) => (
            <li key={s.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="grid min-w-0 gap-0.5 text-sm">
                <span className="flex flex-wrap items-center gap-2 font-medium">
                  {s.boardTitle ?? t('portability.reports.wholeWorkspace')}
                  <Badge variant="secondary">{t(`portability.reports.frequencies.${s.frequency}`)}</Badge>
                  {!s.enabled && <Badge variant="outline">{t('portability.reports.paused')}</Badge>}
                </span>
                <span className="truncate text-xs text-muted-foreground">
                  {s.recipients.map((r) => r.name ?? r.email).join(', ')}
                </span>
                <span className="text-xs text-muted-foreground">
                  {t('portability.reports.next', { date: formatDateTime(s.nextRunAt, i18n.language) })}
                </span>
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  disabled={send.isPending}
                  onClick={() =>
                    send.mutate(s.id, {
                      onSuccess: (r) => toast.success(t('portability.reports.sent', { count: r.sent })),
                      onError: () => toast.error(t('portability.reports.sendFailed')),
                    })
                  }
                >
                  <Send aria-hidden="true" />
                  {t('portability.reports.sendNow')}
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('portability.reports.delete')}
                  onClick={() => remove.mutate(s.id)}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ReportScheduleForm workspaceId={workspaceId} canManage={canManage} />
    </Section>
  );
}
