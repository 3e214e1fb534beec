import { Settings, ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** The links to the account's settings and security pages, beside the title of the other account pages. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={paths.profile}>
          <Settings aria-hidden="true" />
          {t('account.links.account')}
        </Link>
      </Button>
      <Button asChild variant="outline" size="sm">
        <Link to={paths.profileSecurity}>
          <ShieldCheck aria-hidden="true" />
          {t('account.links.security')}
        </Link>
      </Button>
    </div>
  );
}
