import { ArrowRightLeft, GripVertical } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { countByStatus, demoStatuses, type DemoCard, type DemoStatus } from '@/features/demo/lib/demo-cards';
import { cn } from '@/lib/utils';

const DRAG_TYPE = 'application/x-rbax-demo-card';

const priorityVariant = { high: 'destructive', medium: 'default', low: 'secondary' } as const;

type DemoBoardProps = {
  cards: DemoCard[];
  onMove: (id: string, status: DemoStatus) => void;
  /** The tour step being shown, to point at the part it talks about. */
  tourStep: number | null;
};

/**
 * The demo's three columns. Cards move by HTML5 drag and drop (mouse, pen; touch where the
 * browser supports it) or, for the keyboard and every touch screen, with 'Mover para…'.
 */
export function DemoBoard({ cards, onMove, tourStep }: DemoBoardProps) {
  const counts = countByStatus(cards);
  const [dropTarget, setDropTarget] = useState<DemoStatus | null>(null);

  function onDrop(event: DragEvent, status: DemoStatus) {
    event.preventDefault();
    setDropTarget(null);
    const id = event.dataTransfer.getData(DRAG_TYPE);
    if (id) onMove(id, status);
  }

  return (
    <div
      className={cn(
        'grid gap-4 rounded-xl transition-shadow md:grid-cols-3',
        tourStep === 1 && 'ring-[3px] ring-primary ring-offset-4 ring-offset-background',
      )}
    >
      {demoStatuses.map((status) => (
        <DemoColumn
          key={status}
          status={status}
          count={counts[status]}
          cards={cards.filter((card) => card.status === status)}
          dropping={dropTarget === status}
          highlight={tourStep === 2 && status === 'done'}
          highlightCount={tourStep === 3}
          onDragOver={(event) => {
            if (!event.dataTransfer.types.includes(DRAG_TYPE)) return;
            event.preventDefault();
            event.dataTransfer.dropEffect = 'move';
            setDropTarget(status);
          }}
          onDragLeave={(event) => {
            if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropTarget(null);
          }}
          onDrop={(event) => onDrop(event, status)}
          onMove={onMove}
        />
      ))}
    </div>
  );
}

type DemoColumnProps = {
  status: DemoStatus;
  count: number;
  cards: DemoCard[];
  dropping: boolean;
  highlight: boolean;
  highlightCount: boolean;
  onDragOver: (event: DragEvent<HTMLElement>) => void;
  onDragLeave: (event: DragEvent<HTMLElement>) => void;
  onDrop: (event: DragEvent<HTMLElement>) => void;
  onMove: (id: string, status: DemoStatus) => void;
};

function DemoColumn({ status, count, cards, dropping, highlight, highlightCount, onMove, ...drop }: DemoColumnProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      {...drop}
      className={cn(
        'flex min-h-40 flex-col gap-3 rounded-xl border bg-muted/50 p-3 transition-colors',
        dropping && 'border-primary bg-primary/10',
        highlight && 'ring-[3px] ring-primary',
      )}
    >
      <header className="flex items-center justify-between gap-2 px-1">
        <h3 id={headingId} className="font-semibold">
          {t(`site.widgets.demo.columns.${status}`)}
        </h3>
        <span
          className={cn(
            'min-w-7 rounded-full bg-secondary px-2 py-0.5 text-center text-xs font-semibold text-secondary-foreground tabular-nums',
            highlightCount && 'ring-2 ring-primary',
          )}
        >
          <span aria-hidden="true">{count}</span>
          <span className="sr-only">{t('site.widgets.demo.cardCount', { count })}</span>
        </span>
      </header>
      <ul className="flex flex-1 flex-col gap-2">
        {cards.map((card) => (
          <DemoCardItem key={card.id} card={card} onMove={onMove} />
        ))}
        {dropping ? (
          <li
            aria-hidden="true"
            className="rounded-lg border-2 border-dashed border-primary p-3 text-center text-sm text-muted-foreground"
          >
            {t('site.widgets.demo.dropHere')}
          </li>
        ) : null}
      </ul>
    </section>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

function DemoCardItem({ card, onMove }: { card: DemoCard; onMove: DemoColumnProps['onMove'] }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState(false);
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.setData(DRAG_TYPE, card.id);
        event.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => setDragging(false)}
      className={cn(
        'group grid cursor-grab gap-2 rounded-lg border bg-card p-3 text-card-foreground shadow-sm active:cursor-grabbing',
        dragging && 'opacity-50',
      )}
    >
      <div className="flex items-start gap-1.5">
        <GripVertical aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
        <p className="flex-1 text-sm font-medium">{card.title}</p>
      </div>
      <p className="text-xs text-muted-foreground">{card.description}</p>
      <div className="flex items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <Badge variant={priorityVariant[card.priority]}>{t(`site.widgets.demo.priority.${card.priority}`)}</Badge>
          <span
            title={t('site.widgets.demo.assignee', { name: card.assignee })}
            className="flex size-6 items-center justify-center rounded-full bg-secondary text-[10px] font-semibold text-secondary-foreground"
          >
            <span aria-hidden="true">{initials(card.assignee)}</span>
            <span className="sr-only">{t('site.widgets.demo.assignee', { name: card.assignee })}</span>
          </span>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="sm">
              <ArrowRightLeft aria-hidden="true" />
              {t('site.widgets.demo.moveTo')}
              {/* The name starts with the visible text (WCAG 2.5.3) and says which card. */}
              <span className="sr-only">{` ${card.title}`}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>{t('site.widgets.demo.moveTo')}</DropdownMenuLabel>
            {demoStatuses
              .filter((status) => status !== card.status)
              .map((status) => (
                <DropdownMenuItem key={status} onSelect={() => onMove(card.id, status)}>
                  {t(`site.widgets.demo.columns.${status}`)}
                </DropdownMenuItem>
              ))}
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </li>
  );
}
