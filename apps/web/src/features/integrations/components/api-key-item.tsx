import { apiKeyExpired, type ApiKey } from '@rbax/shared/integrations';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { formatDate, formatRelative } from '@/lib/dates';

/** One key: name, visible prefix, scopes, workspaces, expiry, last use, creation; 'Revogar'. */
export function ApiKeyItem({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const expired = apiKeyExpired(apiKey);
  const workspaces =
    apiKey.workspaces === null
      ? t('integrations.apiKeys.allWorkspaces')
      : apiKey.workspaces.length === 0
        ? t('integrations.apiKeys.noWorkspaces')
        : apiKey.workspaces.map((workspace) => workspace.name).join(', ');
  const expiry = apiKey.expiresAt
    ? t(expired ? 'integrations.apiKeys.expiredOn' : 'integrations.apiKeys.expires', {
        date: formatDate(apiKey.expiresAt, locale),
      })
    : t('integrations.apiKeys.noExpiry');
  const lastUsed = apiKey.lastUsedAt
    ? t('integrations.apiKeys.lastUsed', { when: formatRelative(apiKey.lastUsedAt, locale) })
    : t('integrations.apiKeys.neverUsed');

  return (
    <li className="flex flex-col gap-3 px-4 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="grid min-w-0 gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-words">{apiKey.name}</span>
          {expired ? <Badge variant="destructive">{t('integrations.apiKeys.expired')}</Badge> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{`${apiKey.prefix}…`}</code>
          <span className="sr-only">{t('integrations.apiKeys.scopesLabel')}:</span>
          {apiKey.scopes.map((scope) => (
            <Badge key={scope} variant="secondary">
              {t(`integrations.apiKeys.scope.${scope}`)}
            </Badge>
          ))}
        </div>
        <p className="flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-muted-foreground">
          <span>
            {t('integrations.apiKeys.workspacesLabel')}: {workspaces}
          </span>
          <span>{expiry}</span>
          <span>{lastUsed}</span>
          <span>{t('integrations.apiKeys.created', { date: formatDate(apiKey.createdAt, locale) })}</span>
        </p>
      </div>
      <Button
        variant="outline"
        size="sm"
        className="self-start"
        aria-label={t('integrations.apiKeys.revokeLabel', { name: apiKey.name })}
        onClick={onRevoke}
      >
        <Trash2 aria-hidden="true" />
        {t('integrations.apiKeys.revoke')}
      </Button>
    </li>
  );
}
