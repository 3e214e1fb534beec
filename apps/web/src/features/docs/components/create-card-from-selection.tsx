import type { Card } from '@rbax/shared/cards';
import type { Editor } from '@tiptap/react';
import { SquarePlus } from 'lucide-react';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { useBoards } from '@/features/boards/api/get-boards';
import { apiRequest } from '@/lib/api-client';

/**
 * 'Criar card da seleção' (issue 26): the selected text becomes a card's title on a board of the
 * workspace, and the selection is replaced by the card's live chip.
 */
export function CreateCardFromSelection({
  editor,
  workspaceId,
  defaultBoardId,
}: {
  editor: Editor;
  workspaceId: string;
  defaultBoardId: string | null;
}) {
  const { t } = useTranslation();
  const selection = useSyncExternalStore(
    (listener) => {
      editor.on('selectionUpdate', listener);
      return () => editor.off('selectionUpdate', listener);
    },
    () => {
      const { from, to, empty } = editor.state.selection;
      return empty ? '' : editor.state.doc.textBetween(from, to, ' ').trim();
    },
  );
  const [open, setOpen] = useState<{ text: string; from: number; to: number } | null>(null);
  if (!selection && !open) return null;
  return (
    <>
      {selection ? (
        <div className="sticky top-12 z-10 flex justify-end">
          <Button
            size="sm"
            variant="secondary"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              const { from, to } = editor.state.selection;
              setOpen({ text: selection.slice(0, 200), from, to });
            }}
          >
            <SquarePlus className="size-4" aria-hidden />
            {t('docs.createCard.action')}
          </Button>
        </div>
      ) : null}
      {open ? (
        <CreateCardDialog
          text={open.text}
          workspaceId={workspaceId}
          defaultBoardId={defaultBoardId}
          onClose={() => setOpen(null)}
          onCreated={(card) => {
            editor
              .chain()
              .focus()
              .insertContentAt({ from: open.from, to: open.to }, [
                { type: 'cardMention', attrs: { cardId: card.id, label: card.title } },
                { type: 'text', text: ' ' },
              ])
              .run();
            setOpen(null);
            toast.success(t('docs.createCard.created', { title: card.title }));
          }}
        />
      ) : null}
    </>
  );
}

function CreateCardDialog({
  text,
  workspaceId,
  defaultBoardId,
  onClose,
  onCreated,
}: {
  text: string;
  workspaceId: string;
  defaultBoardId: string | null;
  onClose: () => void;
  onCreated: (card: Card) => void;
}) {
  const { t } = useTranslation();
  const boards = useBoards({ workspaceId, archived: false }).data ?? [];
  const [boardId, setBoardId] = useState(defaultBoardId ?? '');
  const chosen = boardId || boards[0]?.id || '';
  const detail = useBoardDetail(chosen);
  const columns = detail.data?.columns ?? [];
  const [columnId, setColumnId] = useState('');
  const column = columnId && columns.some((c) => c.id === columnId) ? columnId : (columns[0]?.id ?? '');
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onOpenChange={(value) => (value ? null : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('docs.createCard.title')}</DialogTitle>
          <DialogDescription>{t('docs.createCard.description', { text })}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen || !column) return;
            setBusy(true);
            apiRequest<Card>(`/api/v1/boards/${chosen}/cards`, {
              method: 'POST',
              body: { columnId: column, title: text },
            })
              .then(onCreated)
              .catch(() => toast.error(t('docs.createCard.failed')))
              .finally(() => setBusy(false));
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="doc-card-board">{t('docs.createCard.board')}</Label>
            <select
              id="doc-card-board"
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={chosen}
              onChange={(event) => setBoardId(event.target.value)}
            >
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="doc-card-column">{t('docs.createCard.column')}</Label>
            <select
              id="doc-card-column"
              className="h-9 rounded-md border bg-background px-2 text-sm"
              value={column}
              onChange={(event) => setColumnId(event.target.value)}
            >
              {columns.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={busy || !chosen || !column}>
              {t('docs.createCard.submit')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
