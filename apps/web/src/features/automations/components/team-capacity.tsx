import type { AutomationAssignee } from '@rbax/shared/automations/assignees';
import { MAX_OPEN_CARDS_MAX } from '@rbax/shared/automations/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useAssignees } from '@/features/automations/api/get-assignees';
import { useUpdateAssignee } from '@/features/automations/api/update-assignee';
import type { AutomationBoard } from '@/features/automations/lib/board';
import { ApiError } from '@/lib/api-client';

/** A capacity typed and saved on blur or Enter; empty removes the cap. */
function CapacityInput({ board, person }: { board: AutomationBoard; person: AutomationAssignee }) {
  const { t } = useTranslation();
  const update = useUpdateAssignee(board.id);
  const [text, setText] = useState(person.maxOpenCards === null ? '' : String(person.maxOpenCards));
  const save = () => {
    const value = text.trim() === '' ? null : Number(text);
    if (value !== null && (!Number.isInteger(value) || value < 1 || value > MAX_OPEN_CARDS_MAX)) {
      toast.error(t('automations.team.invalidCapacity', { max: MAX_OPEN_CARDS_MAX }));
      setText(person.maxOpenCards === null ? '' : String(person.maxOpenCards));
      return;
    }
    if (value === person.maxOpenCards) return;
    update.mutate(
      { userId: person.userId, maxOpenCards: value },
      {
        onSuccess: () => toast.success(t('automations.team.saved')),
        onError: (error) =>
          toast.error(
            error instanceof ApiError && !error.isUnexpected ? error.message : t('automations.team.saveFailed'),
          ),
      },
    );
  };
  return (
    <Input
      type="number"
      inputMode="numeric"
      min={1}
      max={MAX_OPEN_CARDS_MAX}
      className="h-8 w-24"
      aria-label={t('automations.team.capacityOf', { name: person.name || person.email })}
      placeholder="∞"
      value={text}
      disabled={!board.canManage}
      onChange={(event) => setText(event.target.value)}
      onBlur={save}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          save();
        }
      }}
    />
  );
}

/**
 * 'Equipe': who auto-assignment may pick on this board, with the skills and availability from
 * their profiles, their open cards here, and a capacity per person that board managers set.
 */
export function TeamCapacity({ board }: { board: AutomationBoard }) {
  const { t } = useTranslation();
  const people = useAssignees(board.id);
  if (people.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-10 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    );
  }
  if (people.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {t('automations.team.loadFailed')}
      </p>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        {t('automations.team.description')}{' '}
        <Link to={paths.userProfile} className="underline underline-offset-2">
          {t('automations.team.profileLink')}
        </Link>
      </p>
      {people.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          {t('automations.team.empty')}
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full text-sm">
            <caption className="sr-only">{t('automations.team.caption')}</caption>
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('automations.team.person')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('automations.team.skills')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('automations.team.status')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('automations.team.openCards')}
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  {t('automations.team.capacity')}
                </th>
              </tr>
            </thead>
            <tbody>
              {people.data.items.map((person) => (
                <tr key={person.userId} className="border-t">
                  <th scope="row" className="px-3 py-2 text-left font-medium">
                    {person.name || person.email}
                  </th>
                  <td className="px-3 py-2">
                    {person.skills.length > 0 ? (
                      <ul className="flex flex-wrap gap-1">
                        {person.skills.map((skill) => (
                          <li key={skill} className="rounded-full bg-muted px-2 py-0.5 text-xs">
                            {skill}
                          </li>
                        ))}
                      </ul>
                    ) : (
                      <span className="text-muted-foreground">—</span>
                    )}
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {person.available ? t('automations.team.available') : t('automations.team.away')}
                  </td>
                  <td className="px-3 py-2 tabular-nums">{person.openCards}</td>
                  <td className="px-3 py-2">
                    <CapacityInput key={String(person.maxOpenCards)} board={board} person={person} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
