import type { BoardDetail } from '@rbax/shared/boards';
import { mergeAttributes, Node } from '@tiptap/core';
import { NodeViewWrapper, ReactNodeViewRenderer, type NodeViewProps } from '@tiptap/react';
import { CheckCircle2, SquareKanban } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { boardPath, cardPath } from '@/config/paths';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { followBoard, followedBoards } from './live-boards';

/**
 * A live list of a board's cards in the document (issue 26), optionally of one column or one
 * label: `boardEmbed` { boardId, columnId, labelId }. The board is followed on the realtime
 * socket while the document is open, so the list changes as the cards do.
 */
export const BoardEmbed = Node.create({
  name: 'boardEmbed',
  group: 'block',
  atom: true,
  selectable: true,
  draggable: true,
  addAttributes() {
    return { boardId: { default: null }, columnId: { default: null }, labelId: { default: null } };
  },
  parseHTML: () => [{ tag: 'div[data-board-embed]' }],
  renderHTML: ({ HTMLAttributes }) => ['div', mergeAttributes(HTMLAttributes, { 'data-board-embed': '' })],
  addNodeView() {
    return ReactNodeViewRenderer(BoardEmbedView);
  },
});

function BoardEmbedView({ node }: NodeViewProps) {
  const { t } = useTranslation();
  const boardId = String(node.attrs.boardId ?? '');
  const columnId = (node.attrs.columnId as string | null) ?? null;
  const labelId = (node.attrs.labelId as string | null) ?? null;
  useSyncExternalStore(followedBoards.subscribe, followedBoards.version);
  if (boardId) followBoard(boardId);
  const query = useBoardDetail(boardId);
  const board = query.data as BoardDetail | undefined;
  const cards = (board?.cards ?? []).filter(
    (card) => (!columnId || card.columnId === columnId) && (!labelId || (card.labelIds ?? []).includes(labelId)),
  );
  const column = board?.columns.find((c) => c.id === columnId);
  const label = board?.labels.find((l) => l.id === labelId);
  return (
    <NodeViewWrapper className="my-2 rounded-lg border p-3" data-testid="doc-board-embed" contentEditable={false}>
      <div className="mb-2 flex items-center gap-2 text-sm font-semibold">
        <SquareKanban className="size-4" aria-hidden />
        {board ? <Link to={boardPath(boardId)}>{board.board.title}</Link> : t('docs.embed.loading')}
        {column ? <span className="text-xs font-normal text-muted-foreground">· {column.name}</span> : null}
        {label ? <span className="text-xs font-normal text-muted-foreground">· {label.name}</span> : null}
      </div>
      {query.isError ? (
        <p className="text-sm text-muted-foreground">{t('docs.embed.unavailable')}</p>
      ) : cards.length === 0 && board ? (
        <p className="text-sm text-muted-foreground">{t('docs.embed.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-1">
          {cards.slice(0, 50).map((card) => (
            <li key={card.id} className="flex items-center gap-2 text-sm">
              {card.completedAt ? (
                <CheckCircle2 className="size-3.5 text-emerald-600" aria-label={t('docs.chip.done')} />
              ) : (
                <span className="size-3.5" aria-hidden />
              )}
              <Link to={cardPath(boardId, card.id)} className="truncate hover:underline">
                {card.title}
              </Link>
              {!columnId ? (
                <span className="ml-auto shrink-0 text-xs text-muted-foreground">
                  {board?.columns.find((c) => c.id === card.columnId)?.name}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </NodeViewWrapper>
  );
}
