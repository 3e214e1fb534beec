import type { RankingEntry } from '@rbax/shared/gamification';
import { Medal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { cn, initials } from '@/lib/utils';

const medal = ['text-amber-500', 'text-slate-400', 'text-orange-700'];

/** The ranking of the period: position, member, points and badges; my own line stands out. */
export function RankingTable({ entries, meId, caption }: { entries: RankingEntry[]; meId: string; caption: string }) {
  const { t } = useTranslation();
  if (entries.every((entry) => entry.points === 0))
    return <p className="rounded-xl border bg-card p-4 text-sm text-muted-foreground">{t('gamification.empty')}</p>;
  return (
    <div className="overflow-x-auto rounded-xl border bg-card">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b text-left text-xs text-muted-foreground">
          <tr>
            <th scope="col" className="w-16 px-3 py-2 font-medium">
              {t('gamification.table.rank')}
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              {t('gamification.table.member')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              {t('gamification.table.points')}
            </th>
            <th scope="col" className="hidden px-3 py-2 text-right font-medium sm:table-cell">
              {t('gamification.table.badges')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr
              key={entry.user.id}
              className={cn('border-b last:border-0', entry.user.id === meId && 'bg-primary/5 font-medium')}
            >
              <td className="px-3 py-2 tabular-nums">
                <span className="flex items-center gap-1">
                  {entry.rank <= 3 && entry.points > 0 ? (
                    <Medal className={cn('size-4', medal[entry.rank - 1])} aria-hidden="true" />
                  ) : null}
                  {entry.rank}º
                </span>
              </td>
              <td className="px-3 py-2">
                <span className="flex min-w-0 items-center gap-2">
                  <Avatar className="size-7">
                    {entry.user.image ? <AvatarImage src={entry.user.image} alt="" /> : null}
                    <AvatarFallback aria-hidden="true">{initials(entry.user.name)}</AvatarFallback>
                  </Avatar>
                  <span className="truncate">
                    {entry.user.name}
                    {entry.user.id === meId ? ` (${t('gamification.table.you')})` : ''}
                  </span>
                </span>
              </td>
              <td className="px-3 py-2 text-right tabular-nums">{entry.points}</td>
              <td className="hidden px-3 py-2 text-right tabular-nums sm:table-cell">{entry.badges}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
