import { API_KEYS_ACTIVE_MAX, type ApiKey } from '@rbax/shared/integrations';
import { BookOpen, ExternalLink, KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { API_KEYS_GUIDE_SLUG, knowledgeArticlePath, paths } from '@/config/paths';
import { useApiKeys } from '@/features/integrations/api/get-api-keys';
import { useRevokeApiKey } from '@/features/integrations/api/revoke-api-key';
import { ApiKeyItem } from '@/features/integrations/components/api-key-item';
import { CreateApiKeyDialog } from '@/features/integrations/components/create-api-key-dialog';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';

/** 'Chaves de API': the list, the empty state, creating (the key is shown once) and revoking. */
export function ApiKeysSection() {
  const { t } = useTranslation();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();

  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: () => toast.success(t('integrations.apiKeys.revoked')),
      onError: () => toast.error(t('integrations.apiKeys.revokeFailed')),
    });
  };

  return (
    <section
      aria-labelledby="api-keys-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h2 id="api-keys-title" className="flex items-center gap-2 text-lg font-semibold">
            <KeyRound aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('integrations.apiKeys.title')}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t('integrations.apiKeys.description')}</p>
          <p className="flex flex-wrap gap-x-5 gap-y-1 text-sm">
            <Link to={knowledgeArticlePath(API_KEYS_GUIDE_SLUG)} className={linkClass}>
              <BookOpen aria-hidden="true" className="size-4" />
              {t('integrations.apiKeys.guide')}
            </Link>
            <a href={paths.apiDocs} target="_blank" rel="noreferrer" className={linkClass}>
              <ExternalLink aria-hidden="true" className="size-4" />
              {t('integrations.apiKeys.apiDocs')}
            </a>
          </p>
        </div>
        <Button className="self-start" onClick={() => setCreating(true)}>
          <Plus aria-hidden="true" />
          {t('integrations.apiKeys.create')}
        </Button>
      </div>

      <ApiKeysList onRevoke={setRevoking} />

      <p className="text-xs text-muted-foreground">{t('integrations.apiKeys.limit', { max: API_KEYS_ACTIVE_MAX })}</p>

      <CreateApiKeyDialog open={creating} onOpenChange={setCreating} />
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => {
          if (!open) setRevoking(null);
        }}
        title={t('integrations.apiKeys.revokeTitle', { name: revoking?.name ?? '' })}
        description={t('integrations.apiKeys.revokeDescription')}
        confirmLabel={t('integrations.apiKeys.revoke')}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}

function ApiKeysList({ onRevoke }: { onRevoke: (key: ApiKey) => void }) {
  const { t } = useTranslation();
  const query = useApiKeys();

  if (query.isPending) {
    return (
      <div role="status" aria-label={t('common.loading')} className="grid gap-2">
        <Skeleton className="h-20 rounded-lg" />
        <Skeleton className="h-20 rounded-lg" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
        {t('integrations.apiKeys.loadFailed')}
        <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
          {t('integrations.apiKeys.retry')}
        </Button>
      </div>
    );
  }
  const keys = query.data.items;
  if (keys.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
        <KeyRound aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
        <p className="font-medium">{t('integrations.apiKeys.empty')}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.apiKeys.emptyHint')}</p>
      </div>
    );
  }
  return (
    <ul className="grid divide-y rounded-lg border" aria-label={t('integrations.apiKeys.listLabel')}>
      {keys.map((key) => (
        <ApiKeyItem key={key.id} apiKey={key} onRevoke={() => onRevoke(key)} />
      ))}
    </ul>
  );
}
