import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useClientValue } from '@/lib/use-client-value';

/**
 * Closing call to action (spec §2): 'Acessar Boards' for a signed-in user, else 'Começar Agora'.
 * The spec sends signed-in users to '/', which is this page, so they go to the boards index.
 * While the session loads the visitor's version shows (it is also what pre-rendering produces).
 */
export function ClosingCta() {
  const { t } = useTranslation();
  const { status } = useAuth();
  // This section hydrates when scrolled to, maybe after the session loaded: hydrate the visitor's
  // version first (as pre-rendered), then switch.
  const hydrated = useClientValue(() => true, false);
  const signedIn = hydrated && status === 'authenticated';
  return (
    <section aria-labelledby="cta-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <div className="relative overflow-hidden rounded-3xl bg-primary px-6 py-12 text-center text-primary-foreground shadow-xl sm:px-12">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {t('site.landing.cta.title')}
          </h2>
          <p className="mx-auto mt-3 max-w-xl">{t('site.landing.cta.subtitle')}</p>
          <Button asChild size="lg" variant="secondary" className="mt-8">
            <Link to={signedIn ? paths.boards : paths.auth}>
              {signedIn ? t('site.landing.cta.boards') : t('site.landing.cta.start')}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
