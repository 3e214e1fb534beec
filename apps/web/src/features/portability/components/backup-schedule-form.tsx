import { backupFrequencies, type BackupScheduleInput } from '@rbax/shared/portability/api';
import { CalendarClock } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBackupSchedule, useSetBackupSchedule } from '@/features/portability/api/backups';
import { Section } from '@/features/portability/components/section';
import { formatDateTime } from '@/features/portability/lib/format';

/** 'Backups automáticos': daily or weekly, keeping the newest N (in local storage or S3, as the server is set up). */
export function BackupScheduleForm({ workspaceId }: { workspaceId: string }) {
  const { t, i18n } = useTranslation();
  const schedule = useBackupSchedule(workspaceId);
  const save = useSetBackupSchedule(workspaceId);
  const [form, setForm] = useState<BackupScheduleInput>({ frequency: 'weekly', keep: 4, enabled: false });
  useEffect(() => {
    if (schedule.data)
      setForm({ frequency: schedule.data.frequency, keep: schedule.data.keep, enabled: schedule.data.enabled });
  }, [schedule.data]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(form, {
      onSuccess: () => toast.success(t('portability.schedule.saved')),
      onError: () => toast.error(t('portability.schedule.saveFailed')),
    });
  };

  return (
    <Section
      id="backup-schedule"
      icon={CalendarClock}
      title={t('portability.schedule.title')}
      description={t('portability.schedule.description')}
    >
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
        <div className="grid gap-2">
          <Label htmlFor="schedule-frequency">{t('portability.schedule.frequency')}</Label>
          <Select
            value={form.frequency}
            onValueChange={(v) => setForm((f) => ({ ...f, frequency: v as BackupScheduleInput['frequency'] }))}
          >
            <SelectTrigger id="schedule-frequency">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {backupFrequencies.map((f) => (
                <SelectItem key={f} value={f}>
                  {t(`portability.schedule.frequencies.${f}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="schedule-keep">{t('portability.schedule.keep')}</Label>
          <Input
            id="schedule-keep"
            type="number"
            min={1}
            max={30}
            value={form.keep}
            onChange={(e) => setForm((f) => ({ ...f, keep: Math.min(30, Math.max(1, Number(e.target.value) || 1)) }))}
          />
        </div>
        <label className="flex h-9 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={form.enabled}
            onChange={(e) => setForm((f) => ({ ...f, enabled: e.target.checked }))}
            className="size-4 accent-primary"
          />
          {t('portability.schedule.enabled')}
        </label>
        <div className="flex flex-wrap items-center gap-3 sm:col-span-3">
          <Button type="submit" disabled={save.isPending}>
            {t('portability.schedule.save')}
          </Button>
          {schedule.data?.nextRunAt && (
            <span className="text-xs text-muted-foreground">
              {t('portability.schedule.next', { date: formatDateTime(schedule.data.nextRunAt, i18n.language) })}
            </span>
          )}
        </div>
      </form>
    </Section>
  );
}
