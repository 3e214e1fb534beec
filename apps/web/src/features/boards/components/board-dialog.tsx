import type { BoardSummary } from '@rbax/shared/boards';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { BoardChooser, type BoardChoice } from '@/features/boards/components/board-chooser';
import { BoardForm } from '@/features/boards/components/board-form';

type BoardDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Edit this board; without it the dialog creates one. */
  board?: BoardSummary | null;
  /** Boards offered for duplication (the first 6 are shown). */
  duplicateCandidates?: readonly BoardSummary[];
  /** Workspace of a new board (null = 'Sem workspace'). */
  workspaceId?: string | null;
  /** More settings of an existing board, below its form (the board feature's iCal feed, issue 22). */
  extras?: ReactNode;
};

/**
 * 'Novo Board' / 'Editar Board' (spec §2, §4). Create mode: chooser, then form,
 * and back. Everything resets when the dialog closes (its body unmounts).
 */
export function BoardDialog({
  open,
  onOpenChange,
  board = null,
  duplicateCandidates = [],
  workspaceId = null,
  extras,
}: BoardDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t('common.close')}
        className="sm:max-w-2xl lg:max-w-3xl"
        onEscapeKeyDown={(event) => {
          // Escape inside an inline label rename cancels the rename, not the dialog.
          if (event.target instanceof HTMLElement && event.target.closest('[data-escape-local]'))
            event.preventDefault();
        }}
      >
        {open ? (
          <BoardDialogBody
            board={board}
            duplicateCandidates={duplicateCandidates}
            workspaceId={workspaceId}
            onClose={() => onOpenChange(false)}
          />
        ) : null}
        {open && board && extras ? (
          <section className="grid gap-3 border-t pt-4" data-testid="board-dialog-extras">
            {extras}
          </section>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function BoardDialogBody({
  board,
  duplicateCandidates,
  workspaceId,
  onClose,
}: {
  board: BoardSummary | null;
  duplicateCandidates: readonly BoardSummary[];
  workspaceId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'chooser' | 'form'>(board ? 'form' : 'chooser');
  const [choice, setChoice] = useState<BoardChoice | null>(null);

  const title = board ? t('boards.dialog.editTitle') : t('boards.dialog.createTitle');
  const initialTitle =
    choice?.kind === 'template'
      ? choice.template.name
      : choice?.kind === 'duplicate'
        ? t('boards.dialog.copySuffix', { title: choice.board.title })
        : '';

  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>
          {step === 'chooser' ? t('boards.dialog.chooserHint') : t('boards.dialog.formDescription')}
        </DialogDescription>
      </DialogHeader>
      {step === 'chooser' ? (
        <>
          <BoardChooser
            choice={choice}
            duplicateCandidates={duplicateCandidates}
            onChoose={(next) => {
              // One choice at a time: a template replaces a duplicate and vice versa.
              setChoice(next);
              setStep('form');
            }}
          />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('boards.dialog.cancel')}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <BoardForm
          key={choice ? `${choice.kind}-${choice.kind === 'template' ? choice.template.id : choice.board.id}` : 'edit'}
          board={board}
          choice={choice}
          initialTitle={initialTitle}
          workspaceId={workspaceId}
          onChooseAnother={() => setStep('chooser')}
          onCancel={board ? onClose : () => setStep('chooser')}
          onSaved={onClose}
        />
      )}
    </>
  );
}
