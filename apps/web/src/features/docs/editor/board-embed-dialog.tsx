import type { Editor } from '@tiptap/react';
import { useState } from 'react';
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
import { Label } from '@/components/ui/label';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { useBoards } from '@/features/boards/api/get-boards';

/** Chooses the board (and optionally a column or a label) of a live card list. */
export function BoardEmbedDialog({
  editor,
  workspaceId,
  onClose,
}: {
  editor: Editor;
  workspaceId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const boards = useBoards({ workspaceId, archived: false }).data ?? [];
  const [boardId, setBoardId] = useState('');
  const chosen = boardId || boards[0]?.id || '';
  const detail = useBoardDetail(chosen).data;
  const [columnId, setColumnId] = useState('');
  const [labelId, setLabelId] = useState('');
  const select = 'h-9 rounded-md border bg-background px-2 text-sm';
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent closeLabel={t('common.close')}>
        <DialogHeader>
          <DialogTitle>{t('docs.embed.title')}</DialogTitle>
          <DialogDescription>{t('docs.embed.description')}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-3"
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            editor
              .chain()
              .focus()
              .insertContent({
                type: 'boardEmbed',
                attrs: { boardId: chosen, columnId: columnId || null, labelId: labelId || null },
              })
              .run();
            onClose();
          }}
        >
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="doc-embed-board">{t('docs.createCard.board')}</Label>
            <select id="doc-embed-board" className={select} value={chosen} onChange={(e) => setBoardId(e.target.value)}>
              {boards.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="doc-embed-column">{t('docs.createCard.column')}</Label>
            <select
              id="doc-embed-column"
              className={select}
              value={columnId}
              onChange={(e) => setColumnId(e.target.value)}
            >
              <option value="">{t('docs.embed.any')}</option>
              {(detail?.columns ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="doc-embed-label">{t('docs.embed.label')}</Label>
            <select
              id="doc-embed-label"
              className={select}
              value={labelId}
              onChange={(e) => setLabelId(e.target.value)}
            >
              <option value="">{t('docs.embed.any')}</option>
              {(detail?.labels ?? []).map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={!chosen}>
              {t('docs.embed.insert')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
