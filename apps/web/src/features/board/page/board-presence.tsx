import { useTranslation } from 'react-i18next';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { useBoardViewers } from '@/features/board/api/board-presence';
import { initials } from '@/lib/utils';

const SHOWN = 4;

/** The other people viewing the board now (realtime presence), beside the members. */
export function BoardPresence({ boardId }: { boardId: string }) {
  const { t } = useTranslation();
  const viewers = useBoardViewers(boardId);
  if (viewers.length === 0) return null;
  const hidden = viewers.length - SHOWN;
  return (
    <ul className="flex items-center -space-x-2" aria-label={t('boardView.presence.label')}>
      {viewers.slice(0, SHOWN).map((viewer) => {
        const name = t('boardView.presence.user', { name: viewer.name });
        return (
          <li key={viewer.id} title={name} className="relative">
            <Avatar role="img" aria-label={name} className="border-2 border-background ring-2 ring-emerald-500/70">
              {viewer.image ? <AvatarImage src={viewer.image} alt="" /> : null}
              <AvatarFallback aria-hidden="true" className="bg-emerald-500/15 text-emerald-900 dark:text-emerald-100">
                {initials(viewer.name)}
              </AvatarFallback>
            </Avatar>
          </li>
        );
      })}
      {hidden > 0 ? (
        <li
          className="flex size-8 items-center justify-center rounded-full border-2 border-background bg-muted text-xs"
          aria-label={t('boardView.presence.more', { count: hidden })}
        >
          <span aria-hidden="true">+{hidden}</span>
        </li>
      ) : null}
    </ul>
  );
}
