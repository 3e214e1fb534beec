import {
  Activity,
  Code,
  GitBranch,
  HardDrive,
  Hash,
  KeyRound,
  Mail,
  MessageCircle,
  MessagesSquare,
  Smartphone,
  Webhook,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  API_KEYS_GUIDE_SLUG,
  CHAT_GUIDE_SLUG,
  GITHUB_GUIDE_SLUG,
  knowledgeArticlePath,
  WEBHOOKS_GUIDE_SLUG,
} from '@/config/paths';
import { SectionHeading } from '@/features/landing/components/section-heading';
import { cn } from '@/lib/utils';

type Integration = {
  key:
    | 'google'
    | 'api'
    | 'pwa'
    | 'email'
    | 'metrics'
    | 'webhooks'
    | 'slack'
    | 'whatsapp'
    | 'github'
    | 'drive'
    | 'zapier'
    | 'teams';
  icon: LucideIcon;
  available: boolean;
  /** The guide article that explains it: the whole tile links there. */
  guide?: string;
};

/**
 * Honest about what exists today (README 'What works today'): Google sign-in, the REST API with
 * OpenAPI, the installable app, e-mail and Prometheus metrics are available; the rest is 'Em breve'.
 * Icons are generic lucide glyphs, not the vendors' logos.
 */
const integrations: Integration[] = [
  { key: 'google', icon: KeyRound, available: true },
  { key: 'api', icon: Code, available: true, guide: knowledgeArticlePath(API_KEYS_GUIDE_SLUG) },
  { key: 'pwa', icon: Smartphone, available: true },
  { key: 'email', icon: Mail, available: true },
  { key: 'metrics', icon: Activity, available: true },
  { key: 'webhooks', icon: Webhook, available: true, guide: knowledgeArticlePath(WEBHOOKS_GUIDE_SLUG) },
  { key: 'slack', icon: Hash, available: true, guide: knowledgeArticlePath(CHAT_GUIDE_SLUG) },
  { key: 'whatsapp', icon: MessageCircle, available: false },
  { key: 'github', icon: GitBranch, available: true, guide: knowledgeArticlePath(GITHUB_GUIDE_SLUG) },
  { key: 'drive', icon: HardDrive, available: false },
  { key: 'zapier', icon: Zap, available: false },
  { key: 'teams', icon: MessagesSquare, available: true, guide: knowledgeArticlePath(CHAT_GUIDE_SLUG) },
];

export function IntegrationsGrid() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="integrations-title" className="border-t">
      <div className="mx-auto max-w-6xl px-4 py-16">
        <SectionHeading
          id="integrations-title"
          title={t('site.landing.integrations.title')}
          subtitle={t('site.landing.integrations.subtitle')}
        />
        <ul className="mt-10 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {integrations.map(({ key, icon: Icon, available, guide }) => (
            <li
              key={key}
              className={cn(
                'flex gap-3 rounded-xl border bg-card p-4 shadow-xs',
                guide &&
                  'relative transition-colors focus-within:ring-[3px] focus-within:ring-ring/60 hover:bg-accent/50',
              )}
            >
              <span
                className={cn(
                  'flex size-10 shrink-0 items-center justify-center rounded-lg',
                  available ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
                )}
              >
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">
                  {guide ? (
                    // The link covers the tile (after:inset-0), so the whole card is one target.
                    <Link to={guide} className="outline-none after:absolute after:inset-0 after:content-['']">
                      {t(`site.landing.integrations.${key}.name`)}
                    </Link>
                  ) : (
                    t(`site.landing.integrations.${key}.name`)
                  )}
                </h3>
                <p
                  className={cn(
                    'mt-1 inline-flex rounded-full px-2 py-0.5 text-[0.7rem] font-medium',
                    available
                      ? 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
                      : 'bg-muted text-muted-foreground',
                  )}
                >
                  {available ? t('site.landing.integrations.available') : t('site.landing.integrations.soon')}
                </p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(`site.landing.integrations.${key}.description`)}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
