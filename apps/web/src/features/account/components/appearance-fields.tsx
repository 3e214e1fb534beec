import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ThemeChoice } from '@/features/account/components/theme-choice';
import { LanguageSelect } from '@/features/language/components/language-select';

/** Language and theme, as /profile and /settings both offer them. */
export function AppearanceFields() {
  const { t } = useTranslation();
  const themeLabelId = useId();
  return (
    <>
      <LanguageSelect showLabel className="max-w-xs flex-col items-start [&>div]:w-full" />
      <div className="grid gap-2">
        <span id={themeLabelId} className="text-sm font-medium">
          {t('account.theme.label')}
        </span>
        <ThemeChoice labelId={themeLabelId} />
      </div>
    </>
  );
}
