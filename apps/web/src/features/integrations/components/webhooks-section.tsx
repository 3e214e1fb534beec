import { WEBHOOKS_PER_WORKSPACE_MAX, type Webhook } from '@rbax/shared/integrations';
import { BookOpen, Plus, Webhook as WebhookIcon } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { knowledgeArticlePath, WEBHOOKS_GUIDE_SLUG } from '@/config/paths';
import { WebhookFormDialog } from '@/features/integrations/components/webhook-form-dialog';
import { WebhooksList } from '@/features/integrations/components/webhooks-list';
import { useWorkspaces } from '@/features/workspaces/api/get-workspaces';

const linkClass =
  'inline-flex items-center gap-1.5 rounded-sm font-medium text-link underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60';
/** The chosen workspace lives in the URL (`?webhooks=<id>`), so a reload or a shared link keeps it. */
const WORKSPACE_PARAM = 'webhooks';

/** 'Webhooks': per workspace its owners and admins manage, the list and every action on it. */
export function WebhooksSection() {
  const { t } = useTranslation();
  const workspaces = useWorkspaces();
  const [params, setParams] = useSearchParams();
  const managed = (workspaces.data ?? []).filter((w) => w.role === 'owner' || w.role === 'admin');
  const wanted = params.get(WORKSPACE_PARAM);
  const workspaceId = managed.find((w) => w.id === wanted)?.id ?? managed[0]?.id ?? null;
  const [form, setForm] = useState<{ webhook: Webhook | null } | null>(null);

  const choose = (id: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(WORKSPACE_PARAM, id);
        return next;
      },
      { replace: true },
    );

  return (
    <section
      aria-labelledby="webhooks-title"
      className="flex min-w-0 flex-col gap-4 rounded-xl border bg-card p-4 text-card-foreground shadow-sm sm:p-6"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid min-w-0 gap-1.5">
          <h2 id="webhooks-title" className="flex items-center gap-2 text-lg font-semibold">
            <WebhookIcon aria-hidden="true" className="size-5 text-muted-foreground" />
            {t('integrations.webhooks.title')}
          </h2>
          <p className="max-w-prose text-sm text-muted-foreground">{t('integrations.webhooks.description')}</p>
          <p className="text-sm">
            <Link to={knowledgeArticlePath(WEBHOOKS_GUIDE_SLUG)} className={linkClass}>
              <BookOpen aria-hidden="true" className="size-4" />
              {t('integrations.webhooks.guide')}
            </Link>
          </p>
        </div>
        <Button className="self-start" disabled={!workspaceId} onClick={() => setForm({ webhook: null })}>
          <Plus aria-hidden="true" />
          {t('integrations.webhooks.create')}
        </Button>
      </div>

      {workspaces.isPending ? (
        <Skeleton className="h-10 max-w-sm rounded-md" />
      ) : managed.length === 0 ? (
        <div className="flex flex-col items-center gap-1 rounded-lg border border-dashed px-6 py-8 text-center">
          <WebhookIcon aria-hidden="true" className="mb-1 size-8 text-muted-foreground" />
          <p className="font-medium">{t('integrations.webhooks.noWorkspaces')}</p>
          <p className="max-w-sm text-sm text-muted-foreground">{t('integrations.webhooks.noWorkspacesHint')}</p>
        </div>
      ) : (
        <>
          <div className="grid max-w-sm gap-2">
            <Label htmlFor="webhooks-workspace">{t('integrations.webhooks.workspace')}</Label>
            <Select value={workspaceId ?? undefined} onValueChange={choose}>
              <SelectTrigger id="webhooks-workspace">
                <SelectValue placeholder={t('integrations.webhooks.workspacePlaceholder')} />
              </SelectTrigger>
              <SelectContent>
                {managed.map((workspace) => (
                  <SelectItem key={workspace.id} value={workspace.id}>
                    {workspace.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {workspaceId ? <WebhooksList workspaceId={workspaceId} onEdit={(webhook) => setForm({ webhook })} /> : null}
        </>
      )}

      <p className="text-xs text-muted-foreground">
        {t('integrations.webhooks.limit', { max: WEBHOOKS_PER_WORKSPACE_MAX })}
      </p>
      {workspaceId ? (
        <WebhookFormDialog
          open={form !== null}
          onOpenChange={(open) => (open ? undefined : setForm(null))}
          workspaceId={workspaceId}
          webhook={form?.webhook ?? null}
        />
      ) : null}
    </section>
  );
}
