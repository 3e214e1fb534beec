import type { BoardSummary } from '@rbax/shared/boards';
import { locales, type Locale } from '@rbax/shared/i18n';
import { marketplaceCategories, type MarketplaceCategory } from '@rbax/shared/marketplace/api';
import { INCLUDE_ALL, type SnapshotInclude } from '@rbax/shared/marketplace/snapshot';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { marketplaceTemplatePath } from '@/config/paths';
import { CoverUpload } from '@/features/boards/components/cover-upload';
import { usePublishTemplate } from '@/features/marketplace/api/marketplace-mutations';
import { useTemplatePreview } from '@/features/marketplace/api/marketplace-queries';
import { TemplatePreview } from '@/features/marketplace/components/template-preview';
import { ApiError } from '@/lib/api-client';

const includeKeys = ['labels', 'cards', 'automations', 'settings'] as const;

/**
 * 'Publicar como template': name, description in up to three languages, category, cover, price
 * (premium), what is included — with the preview of exactly what will be published (people,
 * comments, attachments and history never are).
 */
export function PublishTemplateDialog({
  board,
  open,
  onOpenChange,
}: {
  board: BoardSummary;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(board.title);
  const [category, setCategory] = useState<MarketplaceCategory>(
    (marketplaceCategories as readonly string[]).includes(board.template ?? '')
      ? (board.template as MarketplaceCategory)
      : 'other',
  );
  const [descriptions, setDescriptions] = useState<Record<Locale, string>>({
    'pt-BR': '',
    'en-US': '',
    'es-ES': '',
    [i18n.language as Locale]: board.description ?? '',
  });
  const [coverUrl, setCoverUrl] = useState<string | null>(null);
  const [premium, setPremium] = useState(false);
  const [price, setPrice] = useState('');
  const [include, setInclude] = useState<SnapshotInclude>(INCLUDE_ALL);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const preview = useTemplatePreview(board.id, include, open);
  const publish = usePublishTemplate();

  const submit = () => {
    const description = Object.fromEntries(Object.entries(descriptions).filter(([, v]) => v.trim()));
    publish.mutate(
      { boardId: board.id, name, description, category, coverUrl, include, priceBrl: premium ? price : null },
      {
        onSuccess: (detail) => {
          toast.success(detail.status === 'pending' ? t('marketplace.publish.pending') : t('marketplace.publish.done'));
          onOpenChange(false);
          void navigate(marketplaceTemplatePath(detail.id));
        },
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length > 0) {
            setErrors(Object.fromEntries(error.issues.map((issue) => [String(issue.path[0]), issue.message])));
          } else
            toast.error(
              error instanceof ApiError && !error.isUnexpected ? error.message : t('marketplace.publish.failed'),
            );
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('marketplace.close')} className="sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>{t('marketplace.publish.title')}</DialogTitle>
          <DialogDescription>{t('marketplace.publish.description')}</DialogDescription>
        </DialogHeader>
        <form
          id="publish-template"
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setErrors({});
            submit();
          }}
        >
          <FormField id="publish-name" label={t('marketplace.publish.name')} error={errors.name}>
            <Input id="publish-name" value={name} maxLength={100} required onChange={(e) => setName(e.target.value)} />
          </FormField>
          <FormField id="publish-category" label={t('marketplace.publish.category')} error={errors.category}>
            <Select value={category} onValueChange={(v) => setCategory(v as MarketplaceCategory)}>
              <SelectTrigger id="publish-category" className="w-full">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {marketplaceCategories.map((c) => (
                  <SelectItem key={c} value={c}>
                    {t(`marketplace.categories.${c}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </FormField>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium">{t('marketplace.publish.descriptions')}</legend>
            {errors.description ? <p className="text-sm font-medium text-destructive">{errors.description}</p> : null}
            {locales.map((lang) => (
              <FormField key={lang} id={`publish-description-${lang}`} label={t(`marketplace.languages.${lang}`)}>
                <Textarea
                  id={`publish-description-${lang}`}
                  value={descriptions[lang]}
                  maxLength={2000}
                  rows={2}
                  onChange={(e) => setDescriptions((d) => ({ ...d, [lang]: e.target.value }))}
                />
              </FormField>
            ))}
          </fieldset>
          <div className="grid gap-2">
            <span className="text-sm font-medium">{t('marketplace.publish.cover')}</span>
            <CoverUpload id="publish-cover" value={coverUrl} onChange={setCoverUrl} />
          </div>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('marketplace.publish.price')}</legend>
            <label className="inline-flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="size-4"
                checked={premium}
                onChange={(e) => setPremium(e.target.checked)}
              />
              {t('marketplace.publish.premium')}
            </label>
            {premium ? (
              <FormField id="publish-price" label={t('marketplace.publish.priceBrl')} error={errors.priceBrl}>
                <Input
                  id="publish-price"
                  inputMode="decimal"
                  placeholder="49,90"
                  value={price}
                  onChange={(e) => setPrice(e.target.value)}
                />
              </FormField>
            ) : null}
            {premium ? <p className="text-sm text-muted-foreground">{t('marketplace.publish.premiumNote')}</p> : null}
          </fieldset>
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">{t('marketplace.publish.include')}</legend>
            <p className="text-sm text-muted-foreground">{t('marketplace.publish.stripped')}</p>
            <div className="flex flex-wrap gap-x-4 gap-y-2">
              {includeKeys.map((key) => (
                <label key={key} className="inline-flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={include[key]}
                    onChange={(e) => setInclude((current) => ({ ...current, [key]: e.target.checked }))}
                  />
                  {t(`marketplace.publish.includes.${key}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <section aria-labelledby="publish-preview" className="grid gap-2">
            <h3 id="publish-preview" className="text-sm font-semibold">
              {t('marketplace.detail.preview')}
            </h3>
            {preview.data ? (
              <TemplatePreview snapshot={preview.data.snapshot} summary={preview.data.summary} />
            ) : preview.isError ? (
              <p role="alert" className="text-sm">
                {t('marketplace.loadFailed')}
              </p>
            ) : (
              <Skeleton className="h-32 rounded-lg" />
            )}
          </section>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('marketplace.cancel')}
          </Button>
          <Button type="submit" form="publish-template" disabled={publish.isPending}>
            {publish.isPending ? t('marketplace.publish.busy') : t('marketplace.publish.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
