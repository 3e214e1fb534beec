import type { Card } from '@rbax/shared/cards';
import { cardDays, dayInZone, weekStartsOn, type Day } from '@rbax/shared/views/dates';
import { criticalPath, lateDependencies } from '@rbax/shared/views/dependencies';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { CardDatesDialog } from '@/features/board/components/card-dates-dialog';
import { DependencyDialog } from '@/features/board/components/dependency-dialog';
import { tableItems, type TableItem } from '@/features/board/lib/table-model';
import { timelineRange, timelineTicks, type Tick, type TimelineZoom } from '@/features/board/lib/timeline-scale';
import { visibleCards } from '@/features/board/lib/visible-cards';
import type { BoardViewProps } from '@/features/board/views/board-view-props';
import type { BarChange } from '@/features/board/views/timeline/timeline-bar';
import { TimelineChart } from '@/features/board/views/timeline/timeline-chart';
import { TimelineToolbar, type TimelineGrouping } from '@/features/board/views/timeline/timeline-toolbar';
import { usePushDependents } from '@/features/board/views/timeline/use-push-dependents';
import { useDateMoves } from '@/features/board/views/use-date-moves';
import { datesForDays } from '@rbax/shared/views/dates';
import { formatDate } from '@/lib/dates';

const edgeKey = (edge: { cardId: string; dependsOnId: string }) => `${edge.cardId}>${edge.dependsOnId}`;

/**
 * 'Linha do tempo' (issue 22): the filtered, dated cards as bars from start to due, grouped by
 * column or person, at a day, week or month scale; dependencies as arrows, a warning (and 'push
 * dependents') when a card starts before what it waits for ends, the critical path, today's line.
 */
export function TimelineView({ detail, filter, cardPath }: BoardViewProps) {
  const { t, i18n } = useTranslation();
  const moves = useDateMoves();
  const canEdit = detail.board.permissions.canEdit;
  const [zoom, setZoom] = useState<TimelineZoom>('week');
  const [grouping, setGrouping] = useState<TimelineGrouping>('column');
  const [showCritical, setShowCritical] = useState(false);
  const [changing, setChanging] = useState<Card | null>(null);
  const [linking, setLinking] = useState<Card | null>(null);
  const today = dayInZone(new Date(), moves.timeZone);
  const { pushFrom, pushAll } = usePushDependents(detail.cards, detail.dependencies, moves);

  const cards = useMemo(() => visibleCards(detail.cards, filter), [detail.cards, filter]);
  const spans = useMemo(() => {
    const map = new Map<string, { start: Day; end: Day }>();
    for (const card of cards) {
      const span = cardDays(card, moves.timeZone);
      if (span) map.set(card.id, span);
    }
    return map;
  }, [cards, moves.timeZone]);
  const dated = useMemo(
    () =>
      cards
        .filter((card) => spans.has(card.id))
        .sort((a, b) => spans.get(a.id)!.start.localeCompare(spans.get(b.id)!.start)),
    [cards, spans],
  );
  const items = useMemo(
    () =>
      tableItems(
        dated,
        grouping,
        { columns: detail.columns, members: new Map(detail.members.map((m) => [m.id, m])), labels: detail.labels },
        new Set(),
      ),
    [dated, grouping, detail.columns, detail.members, detail.labels],
  );
  const range = useMemo(() => timelineRange(dated, today, moves.timeZone, zoom), [dated, today, moves.timeZone, zoom]);
  const ticks = useMemo(() => timelineTicks(range, zoom, weekStartsOn(i18n.language)), [range, zoom, i18n.language]);
  const late = useMemo(() => lateDependencies(detail.cards, detail.dependencies), [detail.cards, detail.dependencies]);
  const lateKeys = useMemo(() => new Set(late.map(edgeKey)), [late]);
  const critical = useMemo(
    () => (showCritical ? criticalPath(dated, detail.dependencies, moves.timeZone) : null),
    [showCritical, dated, detail.dependencies, moves.timeZone],
  );

  const day = useCallback((value: Day) => formatDate(`${value}T12:00:00Z`, i18n.language), [i18n.language]);
  const barLabel = useCallback(
    (card: Card, span: { start: Day; end: Day }) =>
      [
        t('boardView.timeline.bar', { title: card.title, start: day(span.start), end: day(span.end) }),
        critical?.cardIds.has(card.id) ? t('boardView.timeline.barCritical') : null,
        late.some((edge) => edge.cardId === card.id) ? t('boardView.timeline.barLate') : null,
      ]
        .filter(Boolean)
        .join(' · '),
    [t, day, critical, late],
  );
  const tickFormats = useMemo(
    () => ({
      day: new Intl.DateTimeFormat(i18n.language, { day: 'numeric', timeZone: 'UTC' }),
      week: new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }),
      month: new Intl.DateTimeFormat(i18n.language, { month: 'short', year: 'numeric', timeZone: 'UTC' }),
    }),
    [i18n.language],
  );
  const tickLabel = useCallback(
    (tick: Tick) => tickFormats[tick.label].format(new Date(`${tick.day}T12:00:00Z`)),
    [tickFormats],
  );
  const groupLabel = useCallback(
    (item: Extract<TableItem, { type: 'group' }>) =>
      `${item.group.label ?? t(`boardView.table.noGroup.${item.group.kind}`)} (${item.group.count})`,
    [t],
  );

  // After a drag or a keyboard move: if something that waits for this card now starts too early, offer to push it.
  const onChange = useCallback(
    ({ card, days }: BarChange) => {
      const dates = datesForDays(card, days, moves.timeZone);
      void moves.save(card, dates);
      const moved = { ...card, ...dates };
      const nowLate = lateDependencies(
        detail.cards.map((item) => (item.id === card.id ? moved : item)),
        detail.dependencies.filter((edge) => edge.dependsOnId === card.id),
      );
      if (nowLate.length > 0 && canEdit)
        toast.warning(t('boardView.timeline.movedLate', { title: card.title }), {
          action: { label: t('boardView.timeline.pushDependents'), onClick: () => pushFrom([moved]) },
        });
    },
    [moves, detail.cards, detail.dependencies, canEdit, pushFrom, t],
  );

  const onPush = useCallback((card: Card) => pushFrom([card]), [pushFrom]);
  const undatedCount = cards.length - dated.length;
  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3" data-testid="timeline-view">
      <TimelineToolbar
        zoom={zoom}
        grouping={grouping}
        critical={showCritical}
        lateCount={late.length}
        canEdit={canEdit}
        onZoom={setZoom}
        onGrouping={setGrouping}
        onCritical={setShowCritical}
        onPushAll={pushAll}
      />
      {dated.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-10 text-center text-sm text-muted-foreground">
          {t('boardView.timeline.noDated')}
        </p>
      ) : (
        <TimelineChart
          items={items}
          spans={spans}
          range={range}
          zoom={zoom}
          ticks={ticks}
          today={today}
          dependencies={detail.dependencies}
          late={lateKeys}
          critical={critical}
          canEdit={canEdit}
          cardPath={cardPath}
          barLabel={barLabel}
          groupLabel={groupLabel}
          tickLabel={tickLabel}
          onChange={onChange}
          onChangeDates={setChanging}
          onAddDependency={setLinking}
          onPush={onPush}
        />
      )}
      <div className="flex flex-wrap justify-between gap-2 pr-16 text-xs text-muted-foreground">
        {undatedCount > 0 ? <p>{t('boardView.timeline.undatedCount', { count: undatedCount })}</p> : <span />}
        {showCritical ? <p>{t('boardView.timeline.criticalHint')}</p> : null}
      </div>
      <DependencyList cards={detail.cards} dependencies={detail.dependencies} lateKeys={lateKeys} />
      <CardDatesDialog
        card={changing}
        onClose={() => setChanging(null)}
        onSave={(card, dates) => void moves.save(card, dates)}
      />
      <DependencyDialog card={linking} detail={detail} onClose={() => setLinking(null)} />
    </div>
  );
}

/** The arrows in words, for screen readers (the drawing is hidden from them). */
function DependencyList({
  cards,
  dependencies,
  lateKeys,
}: {
  cards: readonly Card[];
  dependencies: BoardViewProps['detail']['dependencies'];
  lateKeys: ReadonlySet<string>;
}) {
  const { t } = useTranslation();
  const titles = new Map(cards.map((card) => [card.id, card.title]));
  if (dependencies.length === 0) return null;
  return (
    <section className="sr-only" aria-label={t('boardView.timeline.dependencies')}>
      <ul>
        {dependencies.map((edge) => (
          <li key={edgeKey(edge)}>
            {t('boardView.timeline.dependency', {
              card: titles.get(edge.cardId) ?? '',
              other: titles.get(edge.dependsOnId) ?? '',
            })}
            {lateKeys.has(edgeKey(edge)) ? ` · ${t('boardView.timeline.barLate')}` : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
