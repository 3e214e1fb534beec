import { GripVertical } from 'lucide-react';
import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionHeading } from '@/features/landing/components/section-heading';
import {
  demoColumns,
  initialDemoCards,
  isDemoCardId,
  isDemoColumn,
  moveDemoCard,
  type DemoCard,
  type DemoColumn,
} from '@/features/landing/lib/drag-demo';
import { cn } from '@/lib/utils';
import { siteToast } from '@/features/site-widgets/lib/site-toast';

const CARD_MIME = 'application/x-rbax-demo-card';

const columnDot: Record<DemoColumn, string> = {
  todo: 'bg-slate-400',
  inProgress: 'bg-brand hacker:bg-primary',
  done: 'bg-emerald-500',
};

/**
 * Interactive drag demo (spec §2): native HTML5 drag and drop, plus a 'Mover para…' select on
 * every card for keyboard, touch and screen-reader users. Dropping a card into 'Concluído'
 * shows the toast 'Automação executada'. Local state only.
 */
export function DragDemo() {
  const { t } = useTranslation();
  const [cards, setCards] = useState<readonly DemoCard[]>(initialDemoCards);
  const [announcement, setAnnouncement] = useState('');
  const [dropTarget, setDropTarget] = useState<DemoColumn | null>(null);
  // A card moved with its select remounts in the other column; its select keeps the focus.
  const [focusedCard, setFocusedCard] = useState<string | null>(null);

  function move(cardId: DemoCard['id'], to: DemoColumn, { keepFocus = false } = {}) {
    const result = moveDemoCard(cards, cardId, to);
    if (!result.moved) return;
    setCards(result.cards);
    setFocusedCard(keepFocus ? cardId : null);
    const title = t(`site.landing.dragDemo.${cardId}`);
    setAnnouncement(t('site.landing.dragDemo.moved', { title, column: t(`site.landing.dragDemo.${to}`) }));
    if (result.completed) {
      const description = t('site.landing.dragDemo.toastDescription', { title });
      // sonner loads on demand, like the public site's toaster, to stay out of the landing's first load.
      void siteToast('success', t('site.landing.dragDemo.toastTitle'), { description });
    }
  }

  function onDrop(event: DragEvent<HTMLElement>, column: DemoColumn) {
    event.preventDefault();
    setDropTarget(null);
    const cardId = event.dataTransfer.getData(CARD_MIME) || event.dataTransfer.getData('text/plain');
    if (isDemoCardId(cardId)) move(cardId, column);
  }

  return (
    <section aria-labelledby="drag-demo-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="drag-demo-title"
          title={t('site.landing.dragDemo.title')}
          subtitle={t('site.landing.dragDemo.subtitle')}
        />
        <div
          role="group"
          aria-label={t('site.landing.dragDemo.boardLabel')}
          className="mt-10 grid gap-4 rounded-2xl border bg-muted/40 p-3 sm:p-4 md:grid-cols-3"
        >
          {demoColumns.map((column) => {
            const columnCards = cards.filter((card) => card.column === column);
            const headingId = `drag-demo-${column}`;
            return (
              <div
                key={column}
                role="region"
                aria-labelledby={headingId}
                data-column={column}
                onDragOver={(event) => {
                  event.preventDefault();
                  event.dataTransfer.dropEffect = 'move';
                  if (dropTarget !== column) setDropTarget(column);
                }}
                onDragLeave={(event) => {
                  if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
                }}
                onDrop={(event) => onDrop(event, column)}
                className={cn(
                  'flex min-h-40 flex-col gap-2 rounded-xl border-2 border-transparent bg-card/60 p-2 transition-colors',
                  dropTarget === column && 'border-dashed border-ring bg-accent/60',
                )}
              >
                <h3 id={headingId} className="flex items-center gap-2 px-1 pt-1 text-sm font-semibold">
                  <span aria-hidden="true" className={cn('size-2 rounded-full', columnDot[column])} />
                  {t(`site.landing.dragDemo.${column}`)}
                  <span className="ml-auto text-xs font-normal text-muted-foreground">
                    {t('site.landing.dragDemo.cardCount', { count: columnCards.length })}
                  </span>
                </h3>
                <ul className="flex flex-1 flex-col gap-2">
                  {columnCards.map((card) => (
                    <DemoCardItem
                      key={card.id}
                      card={card}
                      focusSelect={focusedCard === card.id}
                      onMove={(cardId, to) => move(cardId, to, { keepFocus: true })}
                    />
                  ))}
                  {columnCards.length === 0 ? (
                    <li className="flex flex-1 items-center justify-center rounded-lg border border-dashed p-4 text-center text-xs text-muted-foreground">
                      {t('site.landing.dragDemo.dropHere')}
                    </li>
                  ) : null}
                </ul>
              </div>
            );
          })}
        </div>
        <p role="status" aria-live="polite" className="sr-only">
          {announcement}
        </p>
      </div>
    </section>
  );
}

function DemoCardItem({
  card,
  focusSelect,
  onMove,
}: {
  card: DemoCard;
  focusSelect: boolean;
  onMove: (cardId: DemoCard['id'], to: DemoColumn) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const selectRef = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focusSelect) selectRef.current?.focus();
  }, [focusSelect]);
  const titleId = `${id}-title`;
  const labelId = `${id}-label`;
  const [dragging, setDragging] = useState(false);

  return (
    <li
      draggable
      data-card={card.id}
      onDragStart={(event) => {
        event.dataTransfer.setData(CARD_MIME, card.id);
        event.dataTransfer.setData('text/plain', card.id);
        event.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
      className={cn(
        'cursor-grab rounded-lg border bg-card p-3 shadow-xs active:cursor-grabbing',
        dragging && 'opacity-50',
      )}
    >
      <p className="flex items-start gap-1.5 text-sm font-medium">
        <GripVertical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <span id={titleId}>{t(`site.landing.dragDemo.${card.id}`)}</span>
      </p>
      <div className="mt-2 flex items-center gap-2">
        <span id={labelId} className="text-xs text-muted-foreground">
          {t('site.landing.dragDemo.moveTo')}
        </span>
        <select
          ref={selectRef}
          aria-labelledby={`${labelId} ${titleId}`}
          value={card.column}
          onChange={(event) => {
            if (isDemoColumn(event.target.value)) onMove(card.id, event.target.value);
          }}
          className="h-7 min-w-0 flex-1 rounded-md border border-input bg-background px-2 text-xs text-foreground outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          {demoColumns.map((column) => (
            <option key={column} value={column}>
              {t(`site.landing.dragDemo.${column}`)}
            </option>
          ))}
        </select>
      </div>
    </li>
  );
}
