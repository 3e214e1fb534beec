import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/** What is being done to a card with subtasks: moved to a column, to another board, or archived. */
export type SubtaskChoiceKind = 'move' | 'moveBoard' | 'archive';

export type SubtaskChoiceRequest = {
  kind: SubtaskChoiceKind;
  title: string;
  /** Open subtasks for a move within the board; every subtask otherwise. */
  count: number;
  /** `keep` takes them along (or archives them with it); `promote` turns them into cards. */
  onChoose: (choice: 'keep' | 'promote') => void;
};

const labels = {
  move: { keep: 'cards.subtasks.choice.moveAlong', promote: 'cards.subtasks.choice.movePromote' },
  moveBoard: { keep: 'cards.subtasks.choice.moveAlongBoard', promote: 'cards.subtasks.choice.movePromoteBoard' },
  archive: { keep: 'cards.subtasks.choice.archiveWith', promote: 'cards.subtasks.choice.archivePromote' },
} as const;

/**
 * "What to do with the subtasks?" before a card with subtasks moves or is archived (issue 21,
 * docs/decisions/040). Enter takes the usual way (they come along); Escape cancels.
 */
export function SubtaskChoiceDialog({
  request,
  onClose,
}: {
  request: SubtaskChoiceRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const primary = useRef<HTMLButtonElement>(null);
  const kind = request?.kind ?? 'move';
  const archive = kind === 'archive';
  const choose = (choice: 'keep' | 'promote') => {
    request?.onChoose(choice);
    onClose();
  };
  return (
    <AlertDialog open={request !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          primary.current?.focus();
        }}
      >
        <AlertDialogHeader>
          <AlertDialogTitle>
            {t(archive ? 'cards.subtasks.choice.archiveTitle' : 'cards.subtasks.choice.moveTitle')}
          </AlertDialogTitle>
          <AlertDialogDescription>
            {t(archive ? 'cards.subtasks.choice.archiveDescription' : 'cards.subtasks.choice.moveDescription', {
              title: request?.title ?? '',
              count: request?.count ?? 0,
            })}
          </AlertDialogDescription>
        </AlertDialogHeader>
        {/* Stacked on every width: the choices are sentences, too long side by side. */}
        <AlertDialogFooter className="sm:flex-col-reverse sm:justify-start">
          <AlertDialogCancel>{t('common.cancel')}</AlertDialogCancel>
          <AlertDialogAction
            className={cn(buttonVariants({ variant: 'outline' }), 'text-foreground')}
            onClick={() => choose('promote')}
          >
            {t(labels[kind].promote)}
          </AlertDialogAction>
          <AlertDialogAction ref={primary} className={buttonVariants()} onClick={() => choose('keep')}>
            {t(labels[kind].keep)}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
