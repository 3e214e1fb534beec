import type { TemplateCard } from '@rbax/shared/marketplace/api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { marketplaceTemplatePath } from '@/config/paths';
import {
  useApproveTemplate,
  useGrantTemplate,
  useResolveReport,
  useUnpublishTemplate,
} from '@/features/marketplace/api/marketplace-mutations';
import { useMarketplaceTemplates, useModeration } from '@/features/marketplace/api/marketplace-queries';
import { MarketplaceHeader } from '@/features/marketplace/components/marketplace-header';
import { PayoutQueue } from '@/features/marketplace/components/payout-queue';
import { formatBrl } from '@/features/marketplace/lib/format';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

const failed = (error: Error, fallback: string) =>
  toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : fallback);

/**
 * /marketplace/moderation (administrators; the route sits behind the admin guard): approve
 * premium listings, handle 'Denunciar' reports, put unpublished listings back, grant premium
 * templates, mark creators' payout requests paid or rejected. Every action is in the audit log.
 */
export function ModerationPage() {
  const { t, i18n } = useTranslation();
  const queue = useModeration(i18n.language, true);
  const premium = useMarketplaceTemplates({ sort: 'new', premium: 'true' }, i18n.language);
  const approve = useApproveTemplate();
  const unpublish = useUnpublishTemplate();
  const resolve = useResolveReport();
  const done = (key: 'approved' | 'unpublished' | 'dismissed') => () =>
    toast.success(t(`marketplace.moderation.${key}`));

  let body;
  if (queue.isPending)
    body = <Skeleton role="status" aria-label={t('marketplace.loading')} className="h-64 rounded-xl" />;
  else if (queue.isError) body = <p role="alert">{t('marketplace.loadFailed')}</p>;
  else
    body = (
      <>
        <Block id="mod-pending" title={t('marketplace.moderation.pending')} empty={t('marketplace.moderation.nothing')}>
          {queue.data.pending.map((card) => (
            <Row key={card.id} card={card}>
              <Button
                size="sm"
                onClick={() =>
                  approve.mutate(card.id, {
                    onSuccess: done('approved'),
                    onError: (e) => failed(e, t('marketplace.moderation.failed')),
                  })
                }
              >
                {t('marketplace.moderation.approve')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  unpublish.mutate(
                    { id: card.id },
                    { onSuccess: done('unpublished'), onError: (e) => failed(e, t('marketplace.moderation.failed')) },
                  )
                }
              >
                {t('marketplace.moderation.reject')}
              </Button>
            </Row>
          ))}
        </Block>
        <Block id="mod-reports" title={t('marketplace.moderation.reports')} empty={t('marketplace.moderation.nothing')}>
          {queue.data.reports.map((report) => (
            <li
              key={report.id}
              className="grid gap-2 rounded-xl border p-3 text-sm sm:flex sm:items-center sm:justify-between"
            >
              <div className="grid gap-1">
                <Link to={marketplaceTemplatePath(report.templateId)} className="font-medium text-link hover:underline">
                  {report.templateName}
                </Link>
                <span className="text-muted-foreground">
                  {t('marketplace.moderation.reportLine', {
                    reporter: report.reporter,
                    reason: t(`marketplace.report.reasons.${report.reason}`),
                    date: formatDate(report.createdAt, i18n.language),
                  })}
                </span>
                {report.details ? <span>“{report.details}”</span> : null}
              </div>
              <div className="flex gap-2">
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    resolve.mutate(
                      { reportId: report.id, action: 'dismiss' },
                      { onSuccess: done('dismissed'), onError: (e) => failed(e, t('marketplace.moderation.failed')) },
                    )
                  }
                >
                  {t('marketplace.moderation.dismiss')}
                </Button>
                <Button
                  size="sm"
                  variant="destructive"
                  onClick={() =>
                    resolve.mutate(
                      { reportId: report.id, action: 'unpublish' },
                      { onSuccess: done('unpublished'), onError: (e) => failed(e, t('marketplace.moderation.failed')) },
                    )
                  }
                >
                  {t('marketplace.moderation.unpublish')}
                </Button>
              </div>
            </li>
          ))}
        </Block>
        <Block
          id="mod-unpublished"
          title={t('marketplace.moderation.unpublishedTitle')}
          empty={t('marketplace.moderation.nothing')}
        >
          {queue.data.unpublished.map((card) => (
            <Row key={card.id} card={card}>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  approve.mutate(card.id, {
                    onSuccess: done('approved'),
                    onError: (e) => failed(e, t('marketplace.moderation.failed')),
                  })
                }
              >
                {t('marketplace.moderation.republish')}
              </Button>
            </Row>
          ))}
        </Block>
        <Block id="mod-grants" title={t('marketplace.moderation.grants')} empty={t('marketplace.moderation.noPremium')}>
          {(premium.data ?? []).map((card) => (
            <Row key={card.id} card={card}>
              <GrantForm templateId={card.id} />
            </Row>
          ))}
        </Block>
        <PayoutQueue />
      </>
    );

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 p-4 sm:p-6">
      <MarketplaceHeader title={t('marketplace.moderation.title')} subtitle={t('marketplace.moderation.subtitle')} />
      {body}
    </div>
  );
}

function Block({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty: string;
  children: React.ReactNode[];
}) {
  return (
    <section aria-labelledby={id} className="grid gap-2">
      <h2 id={id} className="text-lg font-semibold">
        {title}
      </h2>
      {children.length === 0 ? (
        <p className="text-sm text-muted-foreground">{empty}</p>
      ) : (
        <ul className="grid gap-2">{children}</ul>
      )}
    </section>
  );
}

function Row({ card, children }: { card: TemplateCard; children: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="grid gap-2 rounded-xl border p-3 text-sm sm:flex sm:items-center sm:justify-between">
      <div className="grid gap-0.5">
        <Link to={marketplaceTemplatePath(card.id)} className="font-medium text-link hover:underline">
          {card.name}
        </Link>
        <span className="text-muted-foreground">
          {card.author ? t('marketplace.card.by', { name: card.author.name }) : null}
          {card.priceBrl ? ` · ${formatBrl(card.priceBrl, i18n.language)}` : ''}
        </span>
      </div>
      <div className="flex flex-wrap items-end gap-2">{children}</div>
    </li>
  );
}

function GrantForm({ templateId }: { templateId: string }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const grant = useGrantTemplate();
  const id = `grant-${templateId}`;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        grant.mutate(
          { id: templateId, email },
          {
            onSuccess: () => {
              toast.success(t('marketplace.moderation.granted', { email }));
              setEmail('');
            },
            onError: (e) => failed(e, t('marketplace.moderation.failed')),
          },
        );
      }}
    >
      <div className="grid gap-1">
        <Label htmlFor={id}>{t('marketplace.moderation.grantEmail')}</Label>
        <Input
          id={id}
          type="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          className="w-56"
        />
      </div>
      <Button type="submit" size="sm" disabled={grant.isPending}>
        {t('marketplace.moderation.grant')}
      </Button>
    </form>
  );
}
