import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-4 p-6 text-center">
      <title>{`404 · RBAX Flow`}</title>
      <p aria-hidden="true" className="text-7xl font-bold tracking-tight text-muted-foreground">
        404
      </p>
      <h1 className="text-2xl font-semibold">{t('notFound.title')}</h1>
      <Button asChild variant="link">
        <Link to={paths.home}>{t('notFound.returnHome')}</Link>
      </Button>
    </main>
  );
}

export { NotFoundPage as Component };
