import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Exactly what leaves for the provider, and what never does (issue 24, shown to every member). */
export function AiPrivacyNotice() {
  const { t } = useTranslation();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <ShieldCheck aria-hidden="true" className="size-5 text-primary" />
          {t('ai.settings.privacyTitle')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          {(['privacySent', 'privacyNever', 'privacyStored', 'privacyKey', 'privacyAudit'] as const).map((key) => (
            <li key={key}>{t(`ai.settings.${key}`)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
