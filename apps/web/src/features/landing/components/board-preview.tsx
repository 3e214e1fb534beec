import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

type PreviewCard = { title: string; priority: 'high' | 'medium' | 'low'; progress: number };

const priorityClass: Record<PreviewCard['priority'], string> = {
  high: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
  medium: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  low: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** A static picture of a board for the hero; purely illustrative, so presented as one labelled figure. */
export function BoardPreview() {
  const { t } = useTranslation();
  const priorityLabel = {
    high: t('site.landing.preview.priorityHigh'),
    medium: t('site.landing.preview.priorityMedium'),
    low: t('site.landing.preview.priorityLow'),
  };
  const columns: { title: string; dot: string; cards: PreviewCard[] }[] = [
    {
      title: t('site.landing.preview.todo'),
      dot: 'bg-slate-400',
      cards: [
        { title: t('site.landing.preview.card1'), priority: 'high', progress: 0 },
        { title: t('site.landing.preview.card2'), priority: 'low', progress: 0 },
      ],
    },
    {
      title: t('site.landing.preview.inProgress'),
      dot: 'bg-brand hacker:bg-primary',
      cards: [
        { title: t('site.landing.preview.card3'), priority: 'medium', progress: 60 },
        { title: t('site.landing.preview.card4'), priority: 'high', progress: 35 },
      ],
    },
    {
      title: t('site.landing.preview.done'),
      dot: 'bg-emerald-500',
      cards: [{ title: t('site.landing.preview.card5'), priority: 'low', progress: 100 }],
    },
  ];

  return (
    <figure aria-label={t('site.landing.preview.label')} className="rounded-2xl border bg-card/80 p-3 shadow-xl sm:p-4">
      <div className="grid grid-cols-3 gap-2 sm:gap-3">
        {columns.map((column) => (
          <div key={column.title} className="flex min-w-0 flex-col gap-2 rounded-xl bg-muted p-2">
            <p className="flex items-center gap-1.5 px-1 text-xs leading-tight font-semibold">
              <span aria-hidden="true" className={cn('hidden size-2 shrink-0 rounded-full sm:inline', column.dot)} />
              <span className="min-w-0">{column.title}</span>
              <span className="ml-auto hidden text-muted-foreground sm:inline">{column.cards.length}</span>
            </p>
            {column.cards.map((card) => (
              <div key={card.title} className="rounded-lg border bg-card p-2 shadow-xs">
                <p className="text-xs leading-snug font-medium break-words">{card.title}</p>
                <div className="mt-2 flex items-center gap-2">
                  <span
                    className={cn('rounded px-1.5 py-0.5 text-[0.65rem] font-semibold', priorityClass[card.priority])}
                  >
                    {priorityLabel[card.priority]}
                  </span>
                </div>
                <div aria-hidden="true" className="mt-2 h-1 overflow-hidden rounded-full bg-muted">
                  <div
                    className="h-full rounded-full bg-brand hacker:bg-primary"
                    style={{ width: `${card.progress}%` }}
                  />
                </div>
              </div>
            ))}
          </div>
        ))}
      </div>
    </figure>
  );
}
