import { DUPLICATE_CHOICES_MAX, type BoardSummary, type TemplateSummary } from '@rbax/shared/boards';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '@/components/ui/skeleton';
import { useTemplates } from '@/features/boards/api/get-templates';
import { BoardIcon } from '@/features/boards/components/board-icon';
import { cn } from '@/lib/utils';

export type BoardChoice = { kind: 'template'; template: TemplateSummary } | { kind: 'duplicate'; board: BoardSummary };

const VISIBLE_COLUMNS = 3;

type BoardChooserProps = {
  choice: BoardChoice | null;
  duplicateCandidates: readonly BoardSummary[];
  onChoose: (choice: BoardChoice) => void;
};

const cardClass =
  'flex h-full w-full flex-col gap-2 rounded-lg border p-3 text-left outline-none transition-colors hover:bg-accent/60 focus-visible:ring-[3px] focus-visible:ring-ring/60 aria-pressed:border-primary aria-pressed:bg-accent';

/** Create mode, step 1 (spec §2): the 12 templates and at most 6 boards to duplicate. */
export function BoardChooser({ choice, duplicateCandidates, onChoose }: BoardChooserProps) {
  const { t, i18n } = useTranslation();
  const templates = useTemplates(i18n.language);
  const duplicates = duplicateCandidates.slice(0, DUPLICATE_CHOICES_MAX);

  return (
    <div className="grid gap-6">
      <section aria-labelledby="board-chooser-templates" className="grid gap-3">
        <h3 id="board-chooser-templates" className="text-sm font-semibold">
          {t('boards.dialog.templates')}
        </h3>
        {templates.isPending ? (
          <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {Array.from({ length: 6 }, (_, index) => (
              <Skeleton key={index} className="h-28" />
            ))}
          </div>
        ) : templates.isError ? (
          <p role="alert" className="text-sm text-destructive">
            {t('boards.dialog.templatesFailed')}
          </p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
            {templates.data.map((template) => {
              const extra = template.columns.length - VISIBLE_COLUMNS;
              const pressed = choice?.kind === 'template' && choice.template.id === template.id;
              return (
                <li key={template.id}>
                  <button
                    type="button"
                    aria-pressed={pressed}
                    aria-label={template.name}
                    aria-describedby={`template-${template.id}-description`}
                    className={cardClass}
                    onClick={() => onChoose({ kind: 'template', template })}
                  >
                    <span className="flex items-center gap-2 font-medium">
                      <BoardIcon name={template.icon} className="size-4 text-primary" />
                      {template.name}
                    </span>
                    <span id={`template-${template.id}-description`} className="text-xs text-muted-foreground">
                      {template.description}
                    </span>
                    <span className="mt-auto flex flex-wrap gap-1" aria-hidden="true">
                      {template.columns.length === 0 ? (
                        <span className="text-xs text-muted-foreground italic">{t('boards.dialog.noColumns')}</span>
                      ) : null}
                      {template.columns.slice(0, VISIBLE_COLUMNS).map((column) => (
                        <span key={column} className="rounded bg-muted px-1.5 py-0.5 text-[0.7rem]">
                          {column}
                        </span>
                      ))}
                      {extra > 0 ? (
                        <span className="rounded bg-muted px-1.5 py-0.5 text-[0.7rem] font-medium">
                          {t('boards.dialog.moreColumns', { count: extra })}
                        </span>
                      ) : null}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      {duplicates.length > 0 ? (
        <section aria-labelledby="board-chooser-duplicate" className="grid gap-3">
          <h3 id="board-chooser-duplicate" className="text-sm font-semibold">
            {t('boards.dialog.duplicate')}
          </h3>
          <ul className="grid gap-2 sm:grid-cols-2">
            {duplicates.map((board) => (
              <li key={board.id}>
                <button
                  type="button"
                  aria-pressed={choice?.kind === 'duplicate' && choice.board.id === board.id}
                  aria-label={board.title}
                  className={cn(cardClass, 'flex-row items-start')}
                  onClick={() => onChoose({ kind: 'duplicate', board })}
                >
                  <BoardIcon name={board.icon} className="mt-0.5 size-4 shrink-0" style={{ color: board.color }} />
                  <span className="grid min-w-0 gap-0.5">
                    <span className="truncate font-medium">{board.title}</span>
                    <span className="line-clamp-2 text-xs text-muted-foreground">
                      {board.description || t('boards.dialog.noDescription')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
