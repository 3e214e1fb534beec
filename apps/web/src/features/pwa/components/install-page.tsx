import {
  AppWindow,
  ArrowLeft,
  CheckCircle2,
  Download,
  Smartphone,
  Tablet,
  WifiOff,
  Zap,
  Monitor,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '@/components/layout/logo';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { LanguageSelect } from '@/features/language/components/language-select';
import { LandingFooter } from '@/features/landing/components/landing-footer';
import { detectPlatform, type InstallPlatform } from '@/features/pwa/lib/detect-platform';
import { usePageMeta } from '@/lib/seo/page-meta';
import { useClientValue } from '@/lib/use-client-value';
import { isStandalone, promptInstall, useInstallState } from '@/features/pwa/lib/install-prompt';
import { ThemeControls } from '@/features/theme/components/theme-controls';
import { cn } from '@/lib/utils';

const benefits: { key: 'window' | 'offline' | 'fast'; icon: LucideIcon }[] = [
  { key: 'window', icon: AppWindow },
  { key: 'offline', icon: WifiOff },
  { key: 'fast', icon: Zap },
];

const platformIcons: Record<InstallPlatform, LucideIcon> = { android: Smartphone, ios: Tablet, desktop: Monitor };
const platforms: InstallPlatform[] = ['android', 'ios', 'desktop'];
const steps = ['step1', 'step2', 'step3', 'step4'] as const;

function InstallHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-5xl items-center gap-2 px-4 sm:gap-3">
        <Link
          to={paths.home}
          aria-label={t('common.homeLink')}
          className="rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/60"
        >
          <Logo />
        </Link>
        <nav aria-label={t('landing.nav.label')} className="ml-auto flex items-center gap-1 sm:gap-2">
          <LanguageSelect className="hidden sm:flex" />
          <ThemeControls />
          <Button asChild size="sm">
            <Link to={paths.auth}>{t('landing.nav.login')}</Link>
          </Button>
        </nav>
      </div>
      <div className="flex items-center border-t px-4 py-2 sm:hidden">
        <LanguageSelect />
      </div>
    </header>
  );
}

/** The one-click install when the browser offers it; otherwise where things stand. */
function InstallAction() {
  const { t } = useTranslation();
  const { canInstall, installed } = useInstallState();
  const standalone = useClientValue(isStandalone, false);

  if (standalone || installed) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-lg border border-emerald-600/30 bg-emerald-600/10 p-4 text-sm"
      >
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700 dark:text-emerald-400" />
        {standalone ? t('install.action.standalone') : t('install.action.installed')}
      </p>
    );
  }
  if (canInstall) {
    return (
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        <Button size="lg" onClick={() => void promptInstall()}>
          <Download aria-hidden="true" />
          {t('installPrompt.install')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('install.action.ready')}</p>
      </div>
    );
  }
  return (
    <p className="rounded-lg border bg-muted/50 p-4 text-sm text-muted-foreground">{t('install.action.manual')}</p>
  );
}

function PlatformSteps({ platform, current }: { platform: InstallPlatform; current: boolean }) {
  const { t } = useTranslation();
  const titleId = useId();
  const Icon = platformIcons[platform];
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        'rounded-xl border bg-card p-5 text-card-foreground shadow-sm',
        current && 'border-primary ring-1 ring-primary',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h3 id={titleId} className="text-lg leading-tight font-semibold">
            {t(`install.steps.${platform}.title`)}
          </h3>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {t(`install.steps.${platform}.browser`)}
            {current ? <Badge>{t('install.steps.yourDevice')}</Badge> : null}
          </p>
        </div>
      </div>
      <ol className="mt-4 flex flex-col gap-3">
        {steps.map((step, index) => (
          <li key={step} className="flex gap-3 text-sm">
            <span
              aria-hidden="true"
              className="flex size-6 shrink-0 items-center justify-center rounded-full bg-muted text-xs font-semibold text-muted-foreground"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{t(`install.steps.${platform}.${step}`)}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function InstallPage() {
  const { t } = useTranslation();
  const current = useClientValue(() => detectPlatform(navigator.userAgent, navigator.maxTouchPoints), 'desktop');
  usePageMeta({ title: t('install.metaTitle'), description: t('install.metaDescription'), canonicalPath: paths.install });
  // The visitor's own platform first (on phones it is the only one seen without scrolling).
  const ordered = [current, ...platforms.filter((platform) => platform !== current)];

  return (
    <div className="flex min-h-svh flex-col">
      <a
        href="#conteudo"
        className="sr-only z-50 rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {t('common.skipToContent')}
      </a>
      <InstallHeader />
      <main
        id="conteudo"
        tabIndex={-1}
        className="mx-auto flex w-full max-w-5xl flex-1 flex-col gap-12 px-4 py-10 outline-none sm:py-14"
      >
        <section aria-labelledby="install-title" className="flex flex-col items-start gap-4">
          <Link
            to={paths.home}
            className="inline-flex items-center gap-1.5 rounded-md text-sm text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('install.backToLanding')}
          </Link>
          <h1 id="install-title" className="text-3xl leading-tight font-bold tracking-tight text-balance sm:text-4xl">
            {t('install.title')}
          </h1>
          <p className="max-w-2xl text-lg text-muted-foreground">{t('install.subtitle')}</p>
          <div className="w-full max-w-2xl">
            <InstallAction />
          </div>
        </section>

        <section aria-labelledby="install-benefits">
          <h2 id="install-benefits" className="text-2xl font-bold tracking-tight">
            {t('install.benefits.title')}
          </h2>
          <ul className="mt-5 grid gap-4 md:grid-cols-3">
            {benefits.map(({ key, icon: Icon }) => (
              <li key={key} className="rounded-xl border bg-card p-5 shadow-sm">
                <Icon aria-hidden="true" className="size-6 text-link" />
                <h3 className="mt-3 font-semibold">{t(`install.benefits.${key}.title`)}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{t(`install.benefits.${key}.description`)}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="install-steps">
          <h2 id="install-steps" className="text-2xl font-bold tracking-tight">
            {t('install.steps.title')}
          </h2>
          <p className="mt-1 text-muted-foreground">{t('install.steps.subtitle')}</p>
          <div className="mt-5 grid gap-4 lg:grid-cols-3">
            {ordered.map((platform) => (
              <PlatformSteps key={platform} platform={platform} current={platform === current} />
            ))}
          </div>
        </section>
      </main>
      <LandingFooter />
    </div>
  );
}
