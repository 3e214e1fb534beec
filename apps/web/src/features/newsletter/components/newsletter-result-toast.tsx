import { NEWSLETTER_RESULT_PARAM, newsletterResults, type NewsletterResult } from '@rbax/shared/public-site-constants';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { siteToast, type SiteToastKind } from '@/features/site-widgets/lib/site-toast';

const kinds: Record<NewsletterResult, SiteToastKind> = { confirmed: 'success', unsubscribed: 'info', invalid: 'error' };

function isResult(value: string | null): value is NewsletterResult {
  return (newsletterResults as readonly (string | null)[]).includes(value);
}

/**
 * The newsletter's e-mailed links end on `/?newsletter=confirmed|unsubscribed|invalid`: say how it
 * went ('Inscrição confirmada! Bem-vindo à nossa newsletter.') and tidy the address.
 */
export function NewsletterResultToast() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const result = params.get(NEWSLETTER_RESULT_PARAM);

  useEffect(() => {
    if (result === null) return;
    if (isResult(result)) void siteToast(kinds[result], t(`site.widgets.newsletter.${result}`));
    setParams(
      (current) => {
        current.delete(NEWSLETTER_RESULT_PARAM);
        return current;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [result, setParams, t]);

  return null;
}
