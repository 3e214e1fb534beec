import { APP_VERSION_LABEL } from '@rbax/shared/app';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { openDemo } from '@/features/demo/lib/demo-store';
import { usePublicStats } from '@/features/landing/api/get-public-stats';
import { LanguageSelect } from '@/features/language/components/language-select';
import { openScheduling, useSchedulingAvailable } from '@/features/site-widgets/lib/scheduling';

const linkClass =
  'rounded-sm text-sm text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** The public site's footer: link columns, language, live counts and the copyright line. */
export function LandingFooter() {
  const { t } = useTranslation();
  const schedulingAvailable = useSchedulingAvailable();
  // The year comes from the visitor's clock after hydration, so pre-rendered HTML never disagrees.
  const [year, setYear] = useState<number | null>(null);
  useEffect(() => setYear(new Date().getFullYear()), []);

  return (
    <footer className="border-t bg-muted/30">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-[1.4fr_repeat(3,1fr)]">
        <div className="flex flex-col items-start gap-4">
          <Logo className="text-foreground" />
          <p className="text-sm text-muted-foreground">{t('site.landing.footer.tagline')}</p>
          <LanguageSelect showLabel />
        </div>
        <FooterColumn title={t('site.landing.footer.product')}>
          <li>
            <Link to={paths.pricing} className={linkClass}>
              {t('site.landing.footer.pricing')}
            </Link>
          </li>
          <li>
            <button type="button" className={linkClass} onClick={openDemo}>
              {t('site.landing.footer.demo')}
            </button>
          </li>
          <li>
            <Link to={paths.install} className={linkClass}>
              {t('site.landing.footer.install')}
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title={t('site.landing.footer.resources')}>
          <li>
            <Link to={paths.blog} className={linkClass}>
              {t('site.landing.footer.blog')}
            </Link>
          </li>
          <li>
            <Link to={paths.knowledge} className={linkClass}>
              {t('site.landing.footer.docs')}
            </Link>
          </li>
          <li>
            <Link to={paths.cases} className={linkClass}>
              {t('site.landing.footer.cases')}
            </Link>
          </li>
          <li>
            {/* Served by the API server, not a page of this app: a full navigation. */}
            <a href={paths.apiDocs} className={linkClass}>
              {t('site.landing.footer.api')}
            </a>
          </li>
        </FooterColumn>
        <FooterColumn title={t('site.landing.footer.company')}>
          <li>
            <a href={`${paths.home}#clientes`} className={linkClass}>
              {t('site.landing.footer.clients')}
            </a>
          </li>
          {schedulingAvailable ? (
            <li>
              <button type="button" className={linkClass} onClick={() => void openScheduling()}>
                {t('site.landing.footer.bookDemo')}
              </button>
            </li>
          ) : null}
          <li>
            <Link to={paths.auth} className={linkClass}>
              {t('site.landing.footer.login')}
            </Link>
          </li>
          <li>
            <Link to={paths.auth} className={linkClass}>
              {t('site.landing.footer.signup')}
            </Link>
          </li>
        </FooterColumn>
      </div>
      <div className="border-t">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6 text-sm text-muted-foreground md:flex-row md:items-center md:justify-between">
          <LiveStats />
          <p>
            © {year} {t('site.landing.footer.rights')} · {APP_VERSION_LABEL}
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-foreground">{title}</h2>
      <ul className="mt-3 flex flex-col items-start gap-2">{children}</ul>
    </div>
  );
}

const statKeys = ['boards', 'cards', 'automationRuns'] as const;

/** Live counts from the database; numbers only once loaded (skeleton before, nothing on error). */
function LiveStats() {
  const { t, i18n } = useTranslation();
  const { data, isPending, isError } = usePublicStats();
  if (isError) return null;
  const format = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-label={t('site.landing.footer.statsLabel')} aria-busy={isPending}>
      {isPending ? (
        <div className="flex gap-4">
          <span className="sr-only">{t('site.landing.footer.statsLoading')}</span>
          {statKeys.map((key) => (
            <Skeleton key={key} className="h-5 w-28" />
          ))}
        </div>
      ) : (
        <ul className="flex flex-wrap gap-x-5 gap-y-1">
          {statKeys.map((key) => (
            <li key={key}>
              <strong className="font-semibold text-foreground tabular-nums">{format.format(data[key])}</strong>{' '}
              {t(`site.landing.footer.${key}`, { count: data[key] })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
