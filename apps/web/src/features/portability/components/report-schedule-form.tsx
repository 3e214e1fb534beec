import { reportFrequencies, reportSections, type ReportSection } from '@rbax/shared/portability/report-schedules';
import type { Locale } from '@rbax/shared/i18n';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { useBoards } from '@/features/boards/api/get-boards';
import { browserTimeZone } from '@/features/portability/api/exports';
import { useCreateReportSchedule } from '@/features/portability/api/report-schedules';
import { useWorkspaceMembers } from '@/features/workspaces/api/get-workspace-members';
import { ApiError } from '@/lib/api-client';

const WORKSPACE = '__workspace__';

/** A new scheduled report: the workspace or one of its boards, how often, which sections, to whom. */
export function ReportScheduleForm({ workspaceId, canManage }: { workspaceId: string; canManage: boolean }) {
  const { t, i18n } = useTranslation();
  const boards = useBoards({ workspaceId, archived: false });
  const members = useWorkspaceMembers(workspaceId);
  const create = useCreateReportSchedule(workspaceId);
  const editable = (boards.data ?? []).filter((b) => b.permissions.canEdit);
  const [scope, setScope] = useState<string>(canManage ? WORKSPACE : '');
  const [frequency, setFrequency] = useState<(typeof reportFrequencies)[number]>('weekly');
  const [sections, setSections] = useState<ReportSection[]>([...reportSections]);
  const [people, setPeople] = useState<string[]>([]);
  const [addresses, setAddresses] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const emails = addresses
      .split(/[,;\s]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    const recipients = [...people.map((userId) => ({ userId })), ...emails.map((email) => ({ email }))];
    if (!scope) return setError(t('portability.reports.scopeRequired'));
    if (recipients.length === 0) return setError(t('portability.reports.recipientsRequired'));
    create.mutate(
      {
        boardId: scope === WORKSPACE ? null : scope,
        frequency,
        sections,
        recipients,
        locale: i18n.language as Locale,
        timeZone: browserTimeZone(),
      },
      {
        onSuccess: () => {
          toast.success(t('portability.reports.created'));
          setPeople([]);
          setAddresses('');
        },
        onError: (e) =>
          setError(
            e instanceof ApiError && !e.isUnexpected
              ? (e.issues[0]?.message ?? e.message)
              : t('portability.reports.createFailed'),
          ),
      },
    );
  };
  const toggle = <T,>(list: T[], item: T) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-lg border bg-background p-3 sm:p-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="report-scope">{t('portability.reports.scope')}</Label>
          <Select value={scope || undefined} onValueChange={setScope}>
            <SelectTrigger id="report-scope">
              <SelectValue placeholder={t('portability.reports.scopePlaceholder')} />
            </SelectTrigger>
            <SelectContent>
              {canManage && <SelectItem value={WORKSPACE}>{t('portability.reports.wholeWorkspace')}</SelectItem>}
              {editable.map((b) => (
                <SelectItem key={b.id} value={b.id}>
                  {b.title}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="report-frequency">{t('portability.reports.frequency')}</Label>
          <Select value={frequency} onValueChange={(v) => setFrequency(v as typeof frequency)}>
            <SelectTrigger id="report-frequency">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {reportFrequencies.map((f) => (
                <SelectItem key={f} value={f}>
                  {t(`portability.reports.frequencies.${f}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('portability.reports.sections')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {reportSections.map((s) => (
            <label key={s} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={sections.includes(s)}
                onChange={() => setSections((list) => toggle(list, s))}
                className="size-4 accent-primary"
              />
              {t(`portability.reports.sectionNames.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">{t('portability.reports.members')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {(members.data?.members ?? []).map((m) => (
            <label key={m.userId} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={people.includes(m.userId)}
                onChange={() => setPeople((list) => toggle(list, m.userId))}
                className="size-4 accent-primary"
              />
              {m.name}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-2">
        <Label htmlFor="report-addresses">{t('portability.reports.addresses')}</Label>
        <Input
          id="report-addresses"
          value={addresses}
          placeholder="diretoria@empresa.com.br"
          onChange={(e) => setAddresses(e.target.value)}
        />
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('portability.reports.create')}
        </Button>
      </div>
    </form>
  );
}
