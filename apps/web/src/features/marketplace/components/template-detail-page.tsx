import type { TemplateDetail } from '@rbax/shared/marketplace/api';
import { ArrowLeft, BadgeCheck, Download, Flag, RefreshCw, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import {
  usePublishVersion,
  useRequestAccess,
  useTemplateCheckout,
  useWithdrawTemplate,
} from '@/features/marketplace/api/marketplace-mutations';
import { useMarketplaceTemplate } from '@/features/marketplace/api/marketplace-queries';
import { InstallDialog } from '@/features/marketplace/components/install-dialog';
import { ReportDialog } from '@/features/marketplace/components/report-dialog';
import { ReviewsSection } from '@/features/marketplace/components/reviews-section';
import { TemplatePreview } from '@/features/marketplace/components/template-preview';
import { formatBrl } from '@/features/marketplace/lib/format';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';

/** /marketplace/:id: preview, descriptions, versions, author, installs, reviews; 'Usar template'. */
export function TemplateDetailPage() {
  const { t, i18n } = useTranslation();
  const { id = '' } = useParams();
  const template = useMarketplaceTemplate(id, i18n.language);

  let body;
  if (template.isPending)
    body = <Skeleton role="status" aria-label={t('marketplace.loading')} className="h-96 rounded-xl" />;
  else if (template.isError)
    body = (
      <p role="alert" className="rounded-xl border border-dashed p-8 text-center">
        {template.error instanceof ApiError && template.error.status === 404
          ? t('marketplace.detail.notFound')
          : t('marketplace.loadFailed')}
      </p>
    );
  else body = <Detail template={template.data} />;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-4 p-4 sm:p-6">
      <Link to={paths.marketplace} className="inline-flex items-center gap-1 text-sm text-link hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('marketplace.detail.back')}
      </Link>
      {body}
    </div>
  );
}

function Detail({ template }: { template: TemplateDetail }) {
  const { t, i18n } = useTranslation();
  const [installing, setInstalling] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [withdrawing, setWithdrawing] = useState(false);
  const request = useRequestAccess(template.id);
  const checkout = useTemplateCheckout(template.id);
  const republish = usePublishVersion();
  const withdraw = useWithdrawTemplate();
  const navigate = useNavigate();
  const languages = Object.entries(template.descriptions).filter(([, text]) => text);
  const fail = (error: Error, fallback: string) =>
    toast.error(error instanceof ApiError && !error.isUnexpected ? error.message : fallback);

  return (
    <article className="grid gap-6">
      {template.coverUrl ? (
        <img src={template.coverUrl} alt="" className="max-h-64 w-full rounded-xl object-cover" />
      ) : null}
      <header className="grid gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{template.name}</h1>
          {template.official ? (
            <Badge variant="secondary">
              <BadgeCheck aria-hidden="true" />
              {t('marketplace.card.official')}
            </Badge>
          ) : template.priceBrl ? (
            <Badge>{t('marketplace.card.premium', { price: formatBrl(template.priceBrl, i18n.language) })}</Badge>
          ) : (
            <Badge variant="outline">{t('marketplace.card.free')}</Badge>
          )}
          {template.status !== 'published' ? (
            <Badge variant="destructive">{t(`marketplace.status.${template.status}`)}</Badge>
          ) : null}
        </div>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>
            {template.author
              ? t('marketplace.card.by', { name: template.author.name })
              : t('marketplace.card.byOfficial')}
          </span>
          <span className="inline-flex items-center gap-1">
            <Download aria-hidden="true" className="size-4" />
            {t('marketplace.card.installs', { count: template.installs })}
          </span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden="true" className="size-4" />
            {template.rating === null
              ? t('marketplace.card.noRating')
              : t('marketplace.card.rating', {
                  rating: template.rating.toLocaleString(i18n.language),
                  count: template.reviews,
                })}
          </span>
          <span>{t(`marketplace.categories.${template.category}`)}</span>
          {!template.official ? <span>{t('marketplace.detail.version', { version: template.version })}</span> : null}
        </p>
        <div className="flex flex-wrap gap-2">
          {template.owned ? (
            <Button onClick={() => setInstalling(true)}>{t('marketplace.detail.use')}</Button>
          ) : template.purchasable && template.priceBrl ? (
            <Button
              disabled={checkout.isPending || checkout.isSuccess}
              onClick={() =>
                checkout.mutate(undefined, {
                  onSuccess: ({ url }) => window.location.assign(url),
                  onError: (error) => fail(error, t('marketplace.detail.buyFailed')),
                })
              }
            >
              {t('marketplace.detail.buy', { price: formatBrl(template.priceBrl, i18n.language) })}
            </Button>
          ) : template.accessRequested ? (
            <Button disabled>{t('marketplace.detail.accessRequested')}</Button>
          ) : (
            <Button
              disabled={request.isPending}
              onClick={() =>
                request.mutate(undefined, {
                  onSuccess: () => toast.success(t('marketplace.detail.accessRequestSent')),
                  onError: (error) => fail(error, t('marketplace.detail.accessRequestFailed')),
                })
              }
            >
              {t('marketplace.detail.requestAccess')}
            </Button>
          )}
          {template.canEdit && template.sourceBoardId ? (
            <Button
              variant="outline"
              disabled={republish.isPending}
              onClick={() =>
                republish.mutate(
                  { id: template.id },
                  {
                    onSuccess: (next) => toast.success(t('marketplace.detail.republished', { version: next.version })),
                    onError: (error) => fail(error, t('marketplace.detail.republishFailed')),
                  },
                )
              }
            >
              <RefreshCw aria-hidden="true" />
              {t('marketplace.detail.republish')}
            </Button>
          ) : null}
          {template.canEdit && template.status !== 'withdrawn' ? (
            <Button variant="outline" className="text-destructive" onClick={() => setWithdrawing(true)}>
              <Trash2 aria-hidden="true" />
              {t('marketplace.detail.withdraw')}
            </Button>
          ) : null}
          {!template.official && !template.canEdit ? (
            <Button variant="ghost" onClick={() => setReporting(true)}>
              <Flag aria-hidden="true" />
              {t('marketplace.detail.report')}
            </Button>
          ) : null}
        </div>
        {!template.owned ? (
          <p className="text-sm text-muted-foreground">
            {t(template.purchasable ? 'marketplace.detail.premiumNoteCheckout' : 'marketplace.detail.premiumNote')}
          </p>
        ) : null}
      </header>

      <section aria-labelledby="about-title" className="grid gap-2">
        <h2 id="about-title" className="text-lg font-semibold">
          {t('marketplace.detail.about')}
        </h2>
        <p className="whitespace-pre-wrap">{template.description}</p>
        {languages.length > 1 ? (
          <details className="text-sm">
            <summary className="cursor-pointer text-link">{t('marketplace.detail.otherLanguages')}</summary>
            <dl className="mt-2 grid gap-2">
              {languages.map(([lang, text]) => (
                <div key={lang}>
                  <dt className="font-medium">{t(`marketplace.languages.${lang as 'pt-BR'}`)}</dt>
                  <dd className="whitespace-pre-wrap text-muted-foreground">{text}</dd>
                </div>
              ))}
            </dl>
          </details>
        ) : null}
      </section>

      <section aria-labelledby="preview-title" className="grid gap-2">
        <h2 id="preview-title" className="text-lg font-semibold">
          {t('marketplace.detail.preview')}
        </h2>
        <TemplatePreview snapshot={template.snapshot} summary={template.summary} />
      </section>

      {template.versions.length > 0 ? (
        <section aria-labelledby="versions-title" className="grid gap-2">
          <h2 id="versions-title" className="text-lg font-semibold">
            {t('marketplace.detail.versions')}
          </h2>
          <ol className="grid gap-1 text-sm">
            {template.versions.map((v) => (
              <li key={v.version}>
                {t('marketplace.detail.versionLine', {
                  version: v.version,
                  date: formatDate(v.createdAt, i18n.language),
                  columns: v.summary.columns,
                  cards: v.summary.cards,
                })}
                {v.note ? ` — ${v.note}` : ''}
              </li>
            ))}
          </ol>
        </section>
      ) : null}

      {template.official ? (
        <p className="text-sm text-muted-foreground">{t('marketplace.detail.officialNote')}</p>
      ) : (
        <ReviewsSection template={template} />
      )}

      {installing ? <InstallDialog template={template} open={installing} onOpenChange={setInstalling} /> : null}
      {reporting ? <ReportDialog templateId={template.id} open={reporting} onOpenChange={setReporting} /> : null}
      <ConfirmDialog
        open={withdrawing}
        onOpenChange={setWithdrawing}
        title={t('marketplace.detail.withdrawTitle', { name: template.name })}
        description={t('marketplace.detail.withdrawDescription')}
        confirmLabel={t('marketplace.detail.withdraw')}
        onConfirm={() =>
          withdraw.mutate(template.id, {
            onSuccess: () => {
              toast.success(t('marketplace.detail.withdrawn'));
              void navigate(paths.storePremium);
            },
            onError: (error) => fail(error, t('marketplace.detail.withdrawFailed')),
          })
        }
      />
    </article>
  );
}
