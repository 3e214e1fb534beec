import { Mail } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';

/** Newsletter signup (spec §2); the form itself belongs to the newsletter feature. */
export function NewsletterSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="newsletter-title" className="border-t bg-muted/40">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground">
          <Mail aria-hidden="true" className="size-6" />
        </span>
        <h2 id="newsletter-title" className="mt-4 text-3xl font-bold tracking-tight text-balance">
          {t('site.landing.newsletter.title')}
        </h2>
        <p className="mt-2 text-muted-foreground">{t('site.landing.newsletter.subtitle')}</p>
        <NewsletterSignup className="mt-8 text-left" />
      </div>
    </section>
  );
}
