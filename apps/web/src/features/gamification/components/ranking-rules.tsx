import { badgeIds, type GamificationResponse } from '@rbax/shared/gamification';
import { ScrollText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** 'Como funcionam os pontos': every rule the server applies, from the response (no hidden scoring). */
export function RankingRules({ rules }: { rules: GamificationResponse['rules'] }) {
  const { t } = useTranslation();
  const { points } = rules;
  return (
    <section aria-labelledby="ranking-rules" className="grid gap-3 rounded-xl border bg-card p-4">
      <h2 id="ranking-rules" className="flex items-center gap-2 text-lg font-semibold">
        <ScrollText className="size-5 text-muted-foreground" aria-hidden="true" />
        {t('gamification.rules.title')}
      </h2>
      <ul className="grid list-disc gap-1.5 pl-5 text-sm">
        <li>{t('gamification.rules.cardDone', { points: points.card_done })}</li>
        <li>{t('gamification.rules.onTime', { points: points.on_time })}</li>
        <li>{t('gamification.rules.checklistDone', { points: points.checklist_done })}</li>
        <li>
          {t('gamification.rules.focusSession', {
            points: points.focus_session,
            minutes: rules.focusSessionMinMinutes,
            perDay: rules.focusSessionsPerDay,
          })}
        </li>
        <li>{t('gamification.rules.who')}</li>
        <li>{t('gamification.rules.fairness')}</li>
        <li>{t('gamification.rules.streak')}</li>
        <li>{t('gamification.rules.reviews')}</li>
      </ul>
      <h3 className="text-sm font-semibold">{t('gamification.badges.title')}</h3>
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
        {badgeIds.map((id) => (
          <li key={id}>
            <span className="font-medium">{t(`gamification.badges.${id}.name`)}</span>
            {' — '}
            <span className="text-muted-foreground">{t(`gamification.badges.${id}.criterion`)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
