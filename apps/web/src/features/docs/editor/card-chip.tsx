import type { BoardDetail } from '@rbax/shared/boards';
import { useQuery } from '@tanstack/react-query';
import { NodeViewWrapper, type NodeViewProps } from '@tiptap/react';
import { CheckCircle2, Circle, SquareKanban } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBoardDetail } from '@/features/board/api/get-board-detail';
import { cardQueryOptions } from '@/features/board/api/get-card';
import { cardPath } from '@/config/paths';
import { followBoard, followedBoards } from './live-boards';

/**
 * A card mentioned with '#' (issue 26): title, column, assignee and status, live — the board is
 * followed on the realtime socket while the document is open, so a move shows at once.
 */
export function CardChipView({ node }: NodeViewProps) {
  const cardId = String(node.attrs.cardId ?? '');
  const label = String(node.attrs.label ?? '');
  const card = useQuery({ ...cardQueryOptions(cardId), enabled: Boolean(cardId), retry: false });
  const boardId = card.data?.boardId ?? '';
  useSyncExternalStore(followedBoards.subscribe, followedBoards.version);
  if (boardId) followBoard(boardId);
  return (
    <NodeViewWrapper as="span" className="inline">
      {boardId ? (
        <ChipBody boardId={boardId} cardId={cardId} fallback={card.data?.title ?? label} />
      ) : (
        <Missing label={label} loading={card.isPending} />
      )}
    </NodeViewWrapper>
  );
}

function Missing({ label, loading }: { label: string; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="doc-card-chip text-muted-foreground" data-testid="doc-card-chip">
      #{label}
      {loading ? null : <span className="sr-only"> ({t('docs.chip.unavailable')})</span>}
    </span>
  );
}

function ChipBody({ boardId, cardId, fallback }: { boardId: string; cardId: string; fallback: string }) {
  const { t } = useTranslation();
  const board = useBoardDetail(boardId).data as BoardDetail | undefined;
  const face = board?.cards.find((c) => c.id === cardId);
  const column = board?.columns.find((c) => c.id === face?.columnId);
  const assignee = face?.assigneeId ? board?.members.find((m) => m.id === face.assigneeId) : undefined;
  const done = Boolean(face?.completedAt);
  const title = face?.title ?? fallback;
  return (
    <Link
      to={cardPath(boardId, cardId)}
      contentEditable={false}
      className="doc-card-chip inline-flex max-w-full items-center gap-1 align-baseline"
      data-testid="doc-card-chip"
      data-column={column?.name ?? ''}
    >
      <SquareKanban className="size-3.5 shrink-0" aria-hidden />
      <span className="truncate font-medium">{title}</span>
      {column ? <span className="truncate text-xs">· {column.name}</span> : null}
      {assignee ? <span className="truncate text-xs">· {assignee.name}</span> : null}
      {done ? (
        <CheckCircle2 className="size-3.5 shrink-0 text-emerald-600" aria-label={t('docs.chip.done')} />
      ) : (
        <Circle className="size-3.5 shrink-0 opacity-60" aria-label={t('docs.chip.open')} />
      )}
    </Link>
  );
}
