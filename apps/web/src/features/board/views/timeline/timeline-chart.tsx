import type { Card } from '@rbax/shared/cards';
import { daysBetween, type Day } from '@rbax/shared/views/dates';
import type { CardDependency } from '@rbax/shared/views/dependencies';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TableItem } from '@/features/board/lib/table-model';
import {
  barGeometry,
  DAY_WIDTH,
  type Tick,
  type TimelineRange,
  type TimelineZoom,
} from '@/features/board/lib/timeline-scale';
import { useIsMobile } from '@/lib/use-is-mobile';
import { cn } from '@/lib/utils';
import { TimelineArrows } from '@/features/board/views/timeline/timeline-arrows';
import { TimelineBar, type BarChange } from '@/features/board/views/timeline/timeline-bar';

const ROW = 36;

type TimelineChartProps = {
  items: readonly TableItem[];
  spans: ReadonlyMap<string, { start: Day; end: Day }>;
  range: TimelineRange;
  zoom: TimelineZoom;
  ticks: readonly Tick[];
  today: Day;
  dependencies: readonly CardDependency[];
  late: ReadonlySet<string>;
  critical: { cardIds: ReadonlySet<string>; edges: readonly CardDependency[] } | null;
  canEdit: boolean;
  cardPath: (cardId: string) => string;
  barLabel: (card: Card, span: { start: Day; end: Day }) => string;
  groupLabel: (item: Extract<TableItem, { type: 'group' }>) => string;
  tickLabel: (tick: Tick) => string;
  onChange: (change: BarChange) => void;
  onChangeDates: (card: Card) => void;
  onAddDependency: (card: Card) => void;
  onPush: (card: Card) => void;
};

const edgeKey = (edge: CardDependency) => `${edge.cardId}>${edge.dependsOnId}`;

/**
 * The timeline's rows (virtualized: 5,000 cards keep only the rows in sight), its header of days,
 * weeks or months, the dependency arrows and the 'today' line; names stay on the left as the
 * chart scrolls sideways. Opens scrolled to today.
 */
export function TimelineChart(props: TimelineChartProps) {
  const { items, spans, range, zoom, ticks, today, dependencies, late, critical, cardPath, tickLabel } = props;
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const names = useIsMobile() ? 140 : 240;
  const dayWidth = DAY_WIDTH[zoom];
  const width = range.days * dayWidth;
  const todayOffset = daysBetween(range.start, today);
  const todayX = todayOffset >= 0 && todayOffset < range.days ? todayOffset * dayWidth + dayWidth / 2 : null;
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW,
    overscan: 10,
  });

  useEffect(() => {
    const element = scrollRef.current;
    if (element && todayX !== null) element.scrollLeft = Math.max(0, todayX - element.clientWidth / 3);
    // Only when the scale changes: scrolling back to today after each edit would lose the person's place.
  }, [zoom]); // eslint-disable-line react-hooks/exhaustive-deps

  const rowOf = useMemo(() => {
    const map = new Map<string, number>();
    items.forEach((item, index) => item.type === 'card' && !map.has(item.card.id) && map.set(item.card.id, index));
    return map;
  }, [items]);
  const arrows = useMemo(() => {
    const criticalEdges = new Set((critical?.edges ?? []).map(edgeKey));
    return dependencies.flatMap((edge) => {
      const [from, to] = [spans.get(edge.dependsOnId), spans.get(edge.cardId)];
      const [fromRow, toRow] = [rowOf.get(edge.dependsOnId), rowOf.get(edge.cardId)];
      if (!from || !to || fromRow === undefined || toRow === undefined) return [];
      const a = barGeometry(from, range, zoom);
      const b = barGeometry(to, range, zoom);
      return [
        {
          ...edge,
          x1: a.left + a.width,
          y1: fromRow * ROW + ROW / 2,
          x2: b.left,
          y2: toRow * ROW + ROW / 2,
          late: late.has(edgeKey(edge)),
          critical: criticalEdges.has(edgeKey(edge)),
        },
      ];
    });
  }, [dependencies, spans, rowOf, range, zoom, late, critical]);

  return (
    <div
      ref={scrollRef}
      className="min-h-0 flex-1 overflow-auto rounded-lg border max-md:h-[65svh] max-md:flex-none"
      data-testid="timeline-scroll"
    >
      <div className="relative" style={{ width: names + width }}>
        <div className="sticky top-0 z-20 flex h-9 border-b bg-muted/95 backdrop-blur" aria-hidden="true">
          <div
            className="sticky left-0 z-10 shrink-0 border-r bg-muted px-3 py-2 text-xs font-semibold text-muted-foreground"
            style={{ width: names }}
          >
            {t('boardView.timeline.cards')}
          </div>
          <div className="relative" style={{ width }}>
            {ticks.map((tick) => (
              <span
                key={tick.day}
                className={cn(
                  'absolute top-0 h-full border-l px-1 pt-2 text-[0.7rem] whitespace-nowrap text-muted-foreground',
                  tick.major && 'border-foreground/30 font-semibold',
                )}
                style={{ left: tick.offset * dayWidth }}
              >
                {tickLabel(tick)}
              </span>
            ))}
            {todayX !== null ? (
              <span
                className="absolute top-0 -translate-x-1/2 rounded-b bg-primary px-1 text-[0.65rem] font-semibold text-primary-foreground"
                style={{ left: todayX }}
              >
                {t('boardView.timeline.today')}
              </span>
            ) : null}
          </div>
        </div>
        <div
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
          role="list"
          aria-label={t('boardView.timeline.label')}
        >
          <div className="absolute top-0" style={{ left: names }}>
            <TimelineArrows width={width} height={virtualizer.getTotalSize()} arrows={arrows} todayX={todayX} />
          </div>
          {virtualizer.getVirtualItems().map((row) => {
            const item = items[row.index]!;
            return (
              <div
                key={row.key}
                role="listitem"
                className="absolute left-0 flex w-full border-b border-border/50"
                style={{ top: row.start, height: ROW }}
              >
                <div
                  className="sticky left-0 z-10 flex shrink-0 items-center border-r bg-background px-3 text-sm"
                  style={{ width: names }}
                >
                  {item.type === 'group' ? (
                    <span className="truncate font-semibold">{props.groupLabel(item)}</span>
                  ) : (
                    <Link to={cardPath(item.card.id)} className="truncate hover:underline">
                      {item.card.title}
                    </Link>
                  )}
                </div>
                {item.type === 'card' ? (
                  <BarCell {...props} card={item.card} dayWidth={dayWidth} />
                ) : (
                  <div className="bg-muted/40" style={{ width }} />
                )}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}

function BarCell({ card, dayWidth, ...props }: TimelineChartProps & { card: Card; dayWidth: number }) {
  const span = props.spans.get(card.id);
  if (!span) return null;
  const { left, width } = barGeometry(span, props.range, props.zoom);
  const isLate = props.dependencies.some((edge) => edge.cardId === card.id && props.late.has(edgeKey(edge)));
  return (
    <div className="relative" style={{ width: props.range.days * dayWidth }}>
      <TimelineBar
        card={card}
        span={span}
        left={left}
        width={width}
        dayWidth={dayWidth}
        label={props.barLabel(card, span)}
        canEdit={props.canEdit}
        critical={props.critical?.cardIds.has(card.id) ?? false}
        late={isLate}
        to={props.cardPath(card.id)}
        onChange={props.onChange}
        onChangeDates={props.onChangeDates}
        onAddDependency={props.onAddDependency}
        onPush={props.onPush}
      />
    </div>
  );
}
