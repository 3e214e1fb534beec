import type { GamificationResponse } from '@rbax/shared/gamification';
import { Award, Flame, Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSetRankingVisibility } from '@/features/gamification/api/gamification';
import { formatDate } from '@/lib/dates';

type Me = NonNullable<GamificationResponse['me']>;

/** 'Meu perfil': my points in the period and in total, my streak, my badges, and hiding myself. */
export function RankingProfile({ workspaceId, me }: { workspaceId: string; me: Me }) {
  const { t, i18n } = useTranslation();
  const visibility = useSetRankingVisibility(workspaceId);
  const tile = 'grid gap-0.5 rounded-lg border bg-background p-3';
  return (
    <section aria-labelledby="ranking-me" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="ranking-me" className="text-lg font-semibold">
        {t('gamification.me.title')}
      </h2>
      <div className="grid grid-cols-3 gap-2 text-center">
        <div className={tile}>
          <Star className="mx-auto size-4 text-amber-600 dark:text-amber-300" aria-hidden="true" />
          <span className="text-2xl font-semibold tabular-nums" data-testid="ranking-my-points">
            {me.points}
          </span>
          <span className="text-xs text-muted-foreground">{t('gamification.me.points')}</span>
        </div>
        <div className={tile}>
          <Award className="mx-auto size-4 text-violet-600 dark:text-violet-300" aria-hidden="true" />
          <span className="text-2xl font-semibold tabular-nums">{me.totalPoints}</span>
          <span className="text-xs text-muted-foreground">{t('gamification.me.total')}</span>
        </div>
        <div className={tile}>
          <Flame className="mx-auto size-4 text-orange-600 dark:text-orange-300" aria-hidden="true" />
          <span className="text-2xl font-semibold tabular-nums">{me.streak}</span>
          <span className="text-xs text-muted-foreground">{t('gamification.me.streak', { count: me.streak })}</span>
        </div>
      </div>
      <h3 className="text-sm font-semibold">{t('gamification.me.badges')}</h3>
      {me.badges.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('gamification.me.noBadges')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" aria-label={t('gamification.me.badges')}>
          {me.badges.map((badge) => (
            <li
              key={badge.id}
              className="flex items-center gap-1.5 rounded-full border border-amber-500/40 bg-amber-500/10 px-3 py-1 text-sm"
              title={t(`gamification.badges.${badge.id}.criterion`)}
            >
              <Award className="size-4 text-amber-700 dark:text-amber-300" aria-hidden="true" />
              <span className="font-medium">{t(`gamification.badges.${badge.id}.name`)}</span>
              <span className="text-xs text-muted-foreground">{formatDate(badge.earnedAt, i18n.language)}</span>
            </li>
          ))}
        </ul>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-primary"
          checked={me.hidden}
          disabled={visibility.isPending}
          onChange={(event) =>
            visibility.mutate(
              { hidden: event.target.checked },
              { onError: () => toast.error(t('gamification.toasts.saveFailed')) },
            )
          }
        />
        <span>
          {t('gamification.me.hide')}
          {me.hidden ? <span className="block text-muted-foreground">{t('gamification.me.hiddenNote')}</span> : null}
        </span>
      </label>
    </section>
  );
}
