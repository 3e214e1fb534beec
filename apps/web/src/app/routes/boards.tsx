import { useTranslation } from 'react-i18next';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { BoardsIndex } from '@/features/boards/components/boards-index';

/** The signed-in home (/boards and /app): greeting and the current workspace's boards. */
function BoardsPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const name = user?.name || user?.email || '';
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8">
      <title>{`${t('shell.nav.home')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('home.greeting', { name })}</h1>
        <p className="text-muted-foreground">{t('home.subtitle')}</p>
      </div>
      <BoardsIndex />
    </div>
  );
}

export { BoardsPage as Component };
