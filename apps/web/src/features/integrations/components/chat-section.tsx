import { CHAT_CONNECTIONS_PER_BOARD_MAX, type ChatConnection } from '@rbax/shared/integrations';
import { BookOpen, MessagesSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { CHAT_GUIDE_SLUG, knowledgeArticlePath } from '@/config/paths';
import { useBoards } from '@/features/boards/api/get-boards';
import { ChatConnectionFormDialog } from '@/features/integrations/components/chat-connection-form-dialog';
import { ChatConnectionsList } from '@/features/integrations/components/chat-connections-list';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';
/** The chosen board lives in the URL (`?chat=<id>`). */
const BOARD_PARAM = 'chat';

/** 'Chat': per board its editors connect Slack, Discord, Microsoft Teams or Google Chat. */
export function ChatSection() {
  const { t } = useTranslation();
  const boards = useBoards({ archived: false });
  const [params, setParams] = useSearchParams();
  const editable = (boards.data ?? []).filter((board) => board.permissions.canEdit);
  const wanted = params.get(BOARD_PARAM);
  const boardId = editable.find((board) => board.id === wanted)?.id ?? editable[0]?.id ?? null;
  const [form, setForm] = useState<{ connection: ChatConnection | null } | null>(null);

  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(BOARD_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <section
      aria-labelledby="chat-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h2 id="chat-title" className="flex items-center gap-2 text-lg font-semibold">
            <MessagesSquare aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('integrations.chat.title')}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t('integrations.chat.description')}</p>
          <p className="text-sm">
            <Link to={knowledgeArticlePath(CHAT_GUIDE_SLUG)} className={linkClass}>
              <BookOpen aria-hidden="true" className="size-4" />
              {t('integrations.chat.guide')}
            </Link>
          </p>
        </div>
        <Button className="self-start" disabled={!boardId} onClick={() => setForm({ connection: null })}>
          <Plus aria-hidden="true" />
          {t('integrations.chat.create')}
        </Button>
      </div>

      {boards.isPending ? (
        <Skeleton className="h-10 max-w-sm rounded-md" />
      ) : editable.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
          <MessagesSquare aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
          <p className="font-medium">{t('integrations.chat.noBoards')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.chat.noBoardsHint')}</p>
        </div>
      ) : (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="chat-board">{t('integrations.chat.board')}</Label>
            <Select value={boardId ?? undefined} onValueChange={choose}>
              <SelectTrigger id="chat-board">
                <SelectValue placeholder={t('integrations.chat.boardPlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {editable.map((board) => (
                  <SelectItem key={board.id} value={board.id}>
                    {board.title}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {boardId ? <ChatConnectionsList boardId={boardId} onEdit={(connection) => setForm({ connection })} /> : null}
        </>
      )}

      <p className="text-xs text-muted-foreground">
        {t('integrations.chat.limit', { max: CHAT_CONNECTIONS_PER_BOARD_MAX })}
      </p>
      {boardId ? (
        <ChatConnectionFormDialog
          open={form !== null}
          onOpenChange={(open) => (open ? undefined : setForm(null))}
          boardId={boardId}
          connection={form?.connection ?? null}
        />
      ) : null}
    </section>
  );
}
