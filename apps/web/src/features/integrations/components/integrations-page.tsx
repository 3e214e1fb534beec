import { useTranslation } from 'react-i18next';
import { ApiKeysSection } from '@/features/integrations/components/api-keys-section';
import { GithubSection } from '@/features/integrations/components/github-section';
import { ChatSection } from '@/features/integrations/components/chat-section';
import { WebhooksSection } from '@/features/integrations/components/webhooks-section';

/**
 * /integrations ('Integrações', spec §2): how other programs reach RBAX Flow. A thin page: each
 * kind of integration is its own section component (API keys now; webhooks, chat and GitHub next).
 */
export function IntegrationsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <title>{`${t('integrations.title')} · RBAX Flow`}</title>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('integrations.title')}</h1>
        <p className="text-muted-foreground">{t('integrations.subtitle')}</p>
      </div>
      <ApiKeysSection />
      <WebhooksSection />
      <ChatSection />
      <GithubSection />
    </div>
  );
}
