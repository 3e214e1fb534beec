import type { ClosedColumnChoice } from '@rbax/shared/portability/import-options';
import type { PortabilityJob } from '@rbax/shared/portability/api';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useConfirmImport } from '@/features/portability/api/confirm-import';
import { ColorsMapping } from '@/features/portability/components/colors-mapping';
import { MembersMapping } from '@/features/portability/components/members-mapping';
import { PreviewCounts } from '@/features/portability/components/preview-counts';
import { PreviewNotes } from '@/features/portability/components/preview-notes';
import { useWorkspaceMembers } from '@/features/workspaces/api/get-workspace-members';
import { ApiError } from '@/lib/api-client';

/** Step 2 of a Trello (or our own JSON) import: the preview, then people, colours and closed lists. */
export function BoardMapping({ job, onCancel }: { job: PortabilityJob; onCancel: () => void }) {
  const { t } = useTranslation();
  const preview = job.preview!;
  const people = useWorkspaceMembers(job.workspaceId ?? '');
  const [title, setTitle] = useState(preview.title);
  const [closed, setClosed] = useState<ClosedColumnChoice>('archive');
  const [members, setMembers] = useState<Record<string, string | null>>(() =>
    Object.fromEntries(preview.members.map((m) => [m.key, m.suggestedUserId])),
  );
  const [colors, setColors] = useState<Record<string, string>>(() =>
    Object.fromEntries(preview.colors.map((c) => [c.key, c.proposed])),
  );
  const confirm = useConfirmImport(job.id);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate(
      { members, colors, closedColumns: closed, title: title.trim() || preview.title },
      {
        onError: (e) =>
          setError(e instanceof ApiError && !e.isUnexpected ? e.message : t('portability.import.confirmFailed')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-6">
      <PreviewCounts counts={preview.counts} />
      <div className="grid gap-2 sm:max-w-md">
        <Label htmlFor="import-title">{t('portability.mapping.title')}</Label>
        <Input id="import-title" value={title} maxLength={100} onChange={(e) => setTitle(e.target.value)} />
      </div>
      {preview.counts.closedColumns > 0 && (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">
            {t('portability.mapping.closedColumns', { count: preview.counts.closedColumns })}
          </legend>
          {(['archive', 'skip'] as const).map((choice) => (
            <label key={choice} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="closed-columns"
                value={choice}
                checked={closed === choice}
                onChange={() => setClosed(choice)}
                className="size-4 accent-primary"
              />
              {t(`portability.mapping.closed.${choice}`)}
            </label>
          ))}
        </fieldset>
      )}
      <section aria-labelledby="mapping-members" className="grid gap-2">
        <h3 id="mapping-members" className="text-sm font-semibold">
          {t('portability.mapping.members')}
        </h3>
        <p className="text-xs text-muted-foreground">{t('portability.mapping.membersHint')}</p>
        <MembersMapping
          members={preview.members}
          people={people.data?.members ?? []}
          value={members}
          onChange={(key, id) => setMembers((m) => ({ ...m, [key]: id }))}
        />
      </section>
      <section aria-labelledby="mapping-colors" className="grid gap-2">
        <h3 id="mapping-colors" className="text-sm font-semibold">
          {t('portability.mapping.colors')}
        </h3>
        <ColorsMapping
          colors={preview.colors}
          value={colors}
          onChange={(key, hex) => setColors((c) => ({ ...c, [key]: hex }))}
        />
      </section>
      <PreviewNotes notes={preview.notes} title={t('portability.mapping.notes')} />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={confirm.isPending}>
          {t('portability.mapping.confirm')}
        </Button>
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('portability.mapping.cancel')}
        </Button>
      </div>
    </form>
  );
}
